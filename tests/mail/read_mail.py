#!/usr/bin/env python3
"""Reads one mail file (RFC 5322, as an SMTP server stored it) with Python's own MIME parser and
prints what the Rust test checks, as JSON: the decoded headers and each part's type and text.
A parser other than the one that wrote the mail (lettre), so the test checks the mail itself."""
import email
import email.policy
import json
import sys

with open(sys.argv[1], "rb") as f:
    message = email.message_from_binary_file(f, policy=email.policy.default)

parts = []
for part in message.walk():
    if part.is_multipart():
        continue
    parts.append({"type": part.get_content_type(), "charset": part.get_content_charset(), "text": part.get_content()})

print(json.dumps({
    "from": str(message["From"]),
    "to": str(message["To"]),
    "subject": str(message["Subject"]),
    "date": str(message["Date"]),
    "mime_version": str(message["MIME-Version"]),
    "content_type": message.get_content_type(),
    "parts": parts,
}))
