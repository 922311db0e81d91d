#!/usr/bin/env python3
"""A second CardDAV client for the RemoteBooks tests, so that changes on the server come from a real
peer (Python's requests) and not from the code under test.

    dav_peer.py mkbook URL                 make an address book collection (extended MKCOL, RFC 5689)
    dav_peer.py put URL < card.vcf         write a card; prints {"status": 201, "etag": "..."}
    dav_peer.py delete URL                 delete a card; prints {"status": 204}
    dav_peer.py seed URL COUNT PREFIX      write COUNT generated cards PREFIX-0.vcf ... into the collection URL
    dav_peer.py putbook URL COUNT PREFIX   replace the collection URL with COUNT generated cards in one PUT
                                           (Radicale's upload of a whole address book)

Credentials come from DAV_USER and DAV_PASSWORD when set.
"""
import json
import os
import sys

import requests

MKCOL_BODY = """<?xml version="1.0" encoding="utf-8"?>
<D:mkcol xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">
  <D:set><D:prop>
    <D:resourcetype><D:collection/><C:addressbook/></D:resourcetype>
    <D:displayname>Test book</D:displayname>
  </D:prop></D:set>
</D:mkcol>"""


def card(prefix, number):
    return (
        "BEGIN:VCARD\r\nVERSION:3.0\r\n"
        f"UID:{prefix}-{number}\r\n"
        f"FN:Person {number} of {prefix}\r\n"
        f"N:{prefix};Person {number};;;\r\n"
        f"EMAIL;TYPE=INTERNET:person{number}@{prefix}.example\r\n"
        f"TEL;TYPE=CELL:+44 20 7946 {number % 10000:04d}\r\n"
        "END:VCARD\r\n"
    )


def main():
    session = requests.Session()
    if os.environ.get("DAV_USER"):
        session.auth = (os.environ["DAV_USER"], os.environ.get("DAV_PASSWORD", ""))
    command, url = sys.argv[1], sys.argv[2]
    if command == "mkbook":
        reply = session.request("MKCOL", url, data=MKCOL_BODY.encode(), headers={"Content-Type": "application/xml"})
        print(json.dumps({"status": reply.status_code}))
    elif command == "put":
        body = sys.stdin.buffer.read()
        reply = session.put(url, data=body, headers={"Content-Type": "text/vcard; charset=utf-8"})
        print(json.dumps({"status": reply.status_code, "etag": reply.headers.get("ETag")}))
    elif command == "delete":
        reply = session.delete(url)
        print(json.dumps({"status": reply.status_code}))
    elif command == "seed":
        count, prefix = int(sys.argv[3]), sys.argv[4]
        base = url if url.endswith("/") else url + "/"
        for number in range(count):
            reply = session.put(
                f"{base}{prefix}-{number}.vcf",
                data=card(prefix, number).encode(),
                headers={"Content-Type": "text/vcard; charset=utf-8", "If-None-Match": "*"},
            )
            if reply.status_code not in (200, 201, 204):
                print(json.dumps({"status": reply.status_code, "failed": number}))
                return 1
        print(json.dumps({"status": 201, "count": count}))
    elif command == "putbook":
        count, prefix = int(sys.argv[3]), sys.argv[4]
        body = "".join(card(prefix, number) for number in range(count))
        reply = session.put(url, data=body.encode(), headers={"Content-Type": "text/vcard; charset=utf-8"})
        print(json.dumps({"status": reply.status_code, "count": count}))
    else:
        print(f"unknown command {command}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
