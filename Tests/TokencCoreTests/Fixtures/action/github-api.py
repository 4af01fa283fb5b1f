#!/usr/bin/env python3
"""A stand-in for the GitHub REST calls the action's script makes (list, create and edit issue comments).

  github-api.py LOG PORT_FILE

Listens on 127.0.0.1 (a free port, written to PORT_FILE), keeps comments in memory, and appends each request
it answers to LOG as one JSON line: method, path, whether it carried the token, and the body it was sent.
"""
import json
import re
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

log_path, port_path = sys.argv[1], sys.argv[2]
comments = []


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *arguments):
        pass

    def record(self, body):
        with open(log_path, "a", encoding="utf-8") as log:
            entry = {
                "method": self.command,
                "path": self.path,
                "token": self.headers.get("Authorization") == "Bearer test-token",
                "body": body,
            }
            log.write(json.dumps(entry) + "\n")

    def reply(self, status, payload):
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return json.loads(self.rfile.read(length) or b"null")

    def do_GET(self):
        self.record(None)
        if re.fullmatch(r"/repos/octo/tokens/issues/7/comments\?per_page=100&page=1", self.path):
            self.reply(200, [{"id": c["id"], "body": c["body"]} for c in comments])
        elif re.fullmatch(r"/repos/octo/tokens/issues/7/comments\?per_page=100&page=\d+", self.path):
            self.reply(200, [])
        else:
            self.reply(404, {"message": "Not Found"})

    def do_POST(self):
        body = self.body()
        self.record(body)
        if self.path == "/repos/octo/tokens/issues/7/comments":
            comment = {"id": 1000 + len(comments), "body": body["body"]}
            comments.append(comment)
            self.reply(201, comment)
        else:
            self.reply(404, {"message": "Not Found"})

    def do_PATCH(self):
        body = self.body()
        self.record(body)
        match = re.fullmatch(r"/repos/octo/tokens/issues/comments/(\d+)", self.path)
        found = [c for c in comments if match and c["id"] == int(match.group(1))]
        if found:
            found[0]["body"] = body["body"]
            self.reply(200, found[0])
        else:
            self.reply(404, {"message": "Not Found"})


server = HTTPServer(("127.0.0.1", 0), Handler)
with open(port_path + ".tmp", "w") as out:
    out.write(str(server.server_address[1]))
import os
os.replace(port_path + ".tmp", port_path)
server.serve_forever()
