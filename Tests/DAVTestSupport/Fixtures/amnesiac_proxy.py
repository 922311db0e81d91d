"""A CardDAV server that answers writes and keeps nothing: a proxy in front of a real server that
forwards every request but PUT, to which it answers 201 or 204 with an ETag of its own, storing
nothing. Prints the port it listens on, then serves until killed.

usage: amnesiac_proxy.py UPSTREAM_URL
"""
import http.server
import socketserver
import sys
import threading

import requests

UPSTREAM = sys.argv[1].rstrip("/")
counter = [0]
lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def reply(self, status, headers, body):
        self.send_response(status)
        for name, value in headers.items():
            if name.lower() not in ("content-length", "transfer-encoding", "connection", "content-encoding"):
                self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def forward(self, body=None):
        body = self.body() if body is None else body
        headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "content-length")}
        answer = requests.request(self.command, UPSTREAM + self.path, data=body, headers=headers, allow_redirects=False, timeout=30)
        self.reply(answer.status_code, answer.headers, answer.content)

    def do_PUT(self):
        self.body()
        with lock:
            counter[0] += 1
            etag = '"amnesia-%d"' % counter[0]
        self.reply(201 if self.headers.get("If-None-Match") == "*" else 204, {"ETag": etag}, b"")

    def do_REPORT(self):
        # No sync-collection: every sync lists the book, as on servers without tokens.
        body = self.body()
        if b"sync-collection" in body:
            error = b'<?xml version="1.0"?><D:error xmlns:D="DAV:"><D:valid-sync-token/></D:error>'
            self.reply(403, {"Content-Type": "application/xml; charset=utf-8"}, error)
        else:
            self.forward(body)

    do_GET = do_PROPFIND = do_DELETE = do_OPTIONS = do_MKCOL = do_HEAD = forward


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True


server = Server(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
