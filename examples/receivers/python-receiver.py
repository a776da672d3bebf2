"""A minimal correct webhook receiver for the UnknownPay service, with Python's standard library only.

    WEBHOOK_SECRET=... python3 python-receiver.py [PORT]    (PORT 0 picks a free one; it prints the URL)

It verifies X-Webhook-Signature over the raw bytes before parsing, in constant time; answers 2xx at once and
does the work after; drops an event it has already handled (by event_id); and ignores types it does not know.
"""
import hashlib
import hmac
import json
import os
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SECRET = os.environ.get("WEBHOOK_SECRET", "").encode("utf-8")
if not SECRET:
    sys.exit("Set WEBHOOK_SECRET to the webhook secret from the portal.")

handled = set()  # in production: a table with event_id as its primary key
handled_lock = threading.Lock()


def signature_matches(raw_body, header):
    if header is None or not re.fullmatch(r"[0-9a-f]{64}", header):
        return False
    expected = hmac.new(SECRET, raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, header)


def handle(event):
    with handled_lock:
        if event.get("event_id") in handled:
            return  # a retry or a replay: already done
        handled.add(event.get("event_id"))
    # deposit.success: credit the order event["user_ref"] with event["credited_amount"];
    # withdrawal.refunded may arrive before its failed/rejected; a type added later is ignored.


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):
        raw_body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not signature_matches(raw_body, self.headers.get("X-Webhook-Signature")):
            self.send_response(401)
            self.end_headers()
            return
        try:
            event = json.loads(raw_body)
        except ValueError:
            self.send_response(400)
            self.end_headers()
            return
        self.send_response(200)
        self.end_headers()
        threading.Thread(target=handle, args=(event,)).start()

    def log_message(self, *args):
        pass


server = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1]) if len(sys.argv) > 1 else 3000), Receiver)
print(f"listening on http://127.0.0.1:{server.server_address[1]}/webhooks", flush=True)
server.serve_forever()
