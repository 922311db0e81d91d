"""A misbehaving CardDAV server for the client's tests, on 127.0.0.1 (a free port, printed first).

Usage: hostile_server.py MODE [ARG]. Every request is answered by MODE:
  trickle           a 207 whose body comes one byte per second, for ever
  endless           a 207 multistatus of chunked responses that never ends
  cut               a 207 announcing 4096 bytes, sending 100, then closing
  bigcard MB        a book listing a.vcf, b.vcf and c.vcf, whose multiget answer has a.vcf and c.vcf
                    small, b.vcf MB megabytes long
  badhrefs          a book whose listing and multiget have ../ and %2e%2e%2f hrefs beside a good card
                    (these two answer a depth-0 PROPFIND as an address book without sync-token)
  redirect PORT     301 to the same path on 127.0.0.1:PORT
  loop              302 to /a/ from /b/ and to /b/ from anything else
  status CODE       CODE to everything (a server down behind its proxy: 502, 503)
  proxy PORT        forwards to 127.0.0.1:PORT (Radicale), except: with $PROXY_BEARER set, it takes
                    only `Authorization: Bearer $PROXY_BEARER` (401 otherwise) and sends Radicale
                    alice's Basic credentials; with $PROXY_BOOK set, a depth-0 PROPFIND asking
                    sync-token of anything outside that path answers 500, as some servers do; with
                    $PROXY_RENAME set, a PUT of NAME is filed as $PROXY_RENAME + NAME (Calypso files
                    a card under its UID, whatever name it was sent to); with $PROXY_NO_SYNC set,
                    its PROPFIND answers have no sync-token and no sync-collection report (Calypso);
                    with $PROXY_SYNC_CARDS set, a sync-collection REPORT asking address-data is
                    refused with 403 (`refuse`, as is every addressbook-query) or sent on without
                    asking it (`drop`)
Each request's method, path and Authorization header are appended to the file in $HOSTILE_LOG; a
REPORT's line adds the report's element name, and `address-data` when the body asks for cards.
"""
import base64
import http.client
import os
import re
import socket
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODE = sys.argv[1]
ARG = sys.argv[2] if len(sys.argv) > 2 else ""
LOG = os.environ.get("HOSTILE_LOG")


def card(uid, filler=""):
    note = f"NOTE:{filler}\r\n" if filler else ""
    return f"BEGIN:VCARD\r\nVERSION:3.0\r\nUID:{uid}\r\nFN:{uid}\r\n{note}END:VCARD\r\n"


def response(href, data=None):
    prop = f"<D:getetag>\"{len(href)}\"</D:getetag>"
    if data is not None:
        prop += f"<C:address-data>{data}</C:address-data>"
    return (f"<D:response><D:href>{href}</D:href><D:propstat><D:prop>{prop}</D:prop>"
            f"<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response>")


HEAD = '<?xml version="1.0" encoding="utf-8"?><D:multistatus xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">'


BOOK = (HEAD + "<D:response><D:href>/book/</D:href><D:propstat><D:prop><D:resourcetype><D:collection/>"
        "<C:addressbook/></D:resourcetype><D:displayname>book</D:displayname></D:prop>"
        "<D:status>HTTP/1.1 200 OK</D:status></D:propstat></D:response></D:multistatus>")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if LOG:
            line = f"{self.command} {self.path} {self.headers.get('Authorization', '-')}"
            if self.command == "REPORT":
                root = re.search(rb"<(?:\w+:)?([\w-]+)[\s>/]", re.sub(rb"<\?.*?\?>", b"", body))
                line += " " + (root.group(1).decode() if root else "?")
                if b"address-data" in body:
                    line += " address-data"
            with open(LOG, "a") as log:
                log.write(line + "\n")
        getattr(self, "mode_" + MODE)(body)

    do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = answer

    def send_body(self, status, body, content_type="application/xml; charset=utf-8"):
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def mode_trickle(self, body):
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        try:
            for byte in (HEAD + " " * 100000).encode():
                self.wfile.write(bytes([byte]))
                self.wfile.flush()
                time.sleep(1)
        except OSError:
            pass

    def mode_endless(self, body):
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            chunk = HEAD.encode()
            self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            block = "".join(response(f"/book/{n}.vcf") for n in range(200)).encode()
            while True:
                self.wfile.write(b"%x\r\n%s\r\n" % (len(block), block))
        except OSError:
            pass

    def mode_cut(self, body):
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Content-Length", "4096")
        self.end_headers()
        self.wfile.write((HEAD + " " * 100)[:100].encode())
        self.wfile.flush()
        self.connection.shutdown(socket.SHUT_RDWR)
        self.close_connection = True

    def answered_as_book(self):
        """A depth-0 PROPFIND answered as the address book /book/ is; False for any other request."""
        if self.command != "PROPFIND" or self.headers.get("Depth") != "0":
            return False
        self.send_body(207, BOOK)
        return True

    def mode_bigcard(self, body):
        if self.answered_as_book():
            return
        if self.command == "PROPFIND":
            self.send_body(207, HEAD + "".join(response(f"/book/{n}.vcf") for n in "abc") + "</D:multistatus>")
            return
        big = card("b", "x" * (int(ARG) << 20))
        self.send_body(207, HEAD + response("/book/a.vcf", card("a")) + response("/book/b.vcf", big)
                       + response("/book/c.vcf", card("c")) + "</D:multistatus>")

    def mode_badhrefs(self, body):
        hrefs = ["/book/good.vcf", "/book/../etc/passwd.vcf", "/book/%2e%2e%2fescape.vcf"]
        if self.answered_as_book():
            return
        if self.command == "PROPFIND":
            self.send_body(207, HEAD + "".join(response(h) for h in hrefs) + "</D:multistatus>")
        else:
            self.send_body(207, HEAD + "".join(response(h, card(str(i))) for i, h in enumerate(hrefs)) + "</D:multistatus>")

    def mode_redirect(self, body):
        self.send_response(301)
        self.send_header("Location", f"http://127.0.0.1:{ARG}{self.path}")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def mode_status(self, body):
        self.send_body(int(ARG), "unavailable", "text/plain")

    def mode_loop(self, body):
        self.send_response(302)
        self.send_header("Location", "/a/" if self.path.startswith("/b/") else "/b/")
        self.send_header("Content-Length", "0")
        self.end_headers()


    def mode_proxy(self, body):
        bearer = os.environ.get("PROXY_BEARER")
        book = os.environ.get("PROXY_BOOK")
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length", "connection")}
        if bearer is not None:
            if self.headers.get("Authorization") != f"Bearer {bearer}":
                self.send_response(401)
                self.send_header("WWW-Authenticate", 'Bearer realm="test"')
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            headers["Authorization"] = "Basic " + base64.b64encode(b"alice:secret").decode()
        if (book and self.command == "PROPFIND" and self.headers.get("Depth") == "0"
                and b"sync-token" in body and not self.path.startswith(book)):
            self.send_body(500, "Internal Server Error", "text/plain")
            return
        sync_cards = os.environ.get("PROXY_SYNC_CARDS")
        if sync_cards == "refuse" and self.command == "REPORT" and b"addressbook-query" in body:
            self.send_body(403, "Forbidden", "text/plain")
            return
        if sync_cards and self.command == "REPORT" and b"sync-collection" in body and b"address-data" in body:
            if sync_cards == "refuse":
                self.send_body(403, "Forbidden", "text/plain")
                return
            body = re.sub(rb"<(\w+:)?address-data[^>]*/>", b"", body)
        path = self.path
        rename = os.environ.get("PROXY_RENAME")
        if rename and self.command == "PUT":
            folder, _, name = path.rpartition("/")
            if not name.startswith(rename):
                path = f"{folder}/{rename}{name}"
        upstream = http.client.HTTPConnection("127.0.0.1", int(ARG), timeout=60)
        upstream.request(self.command, path, body=body, headers=headers)
        reply = upstream.getresponse()
        data = reply.read()
        if os.environ.get("PROXY_NO_SYNC") and self.command == "PROPFIND":
            data = re.sub(rb"<(\w+:)?sync-token\s*/>|<(\w+:)?sync-token>[^<]*</(\w+:)?sync-token>", b"", data)
            data = data.replace(b"sync-collection", b"no-collection")
        self.send_response(reply.status)
        for name, value in reply.getheaders():
            if name.lower() not in ("content-length", "transfer-encoding", "connection"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        upstream.close()


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
