"""An SMTP server that asks for a user name and password, for Sabi's mail tests.

aiosmtpd on loopback, writing every mail it accepts into a Maildir (as `python3 -m aiosmtpd
-c aiosmtpd.handlers.Mailbox` does), but refusing MAIL FROM until the client has signed in
with AUTH PLAIN or LOGIN as USER with PASSWORD. TLS is not asked for: the test runs on
loopback, and what it checks is that the credentials in SABI_SMTP_URL are sent and accepted.

    python3 smtp_sink.py PORT MAILDIR USER PASSWORD
"""

import sys
import time
import warnings

from aiosmtpd.controller import Controller
from aiosmtpd.handlers import Mailbox
from aiosmtpd.smtp import AuthResult, LoginPassword

# aiosmtpd warns that AUTH without TLS is unsafe: known, and on loopback only.
warnings.filterwarnings("ignore")

port, maildir, user, password = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]


def authenticator(server, session, envelope, mechanism, auth_data):
    signed_in = (
        isinstance(auth_data, LoginPassword)
        and auth_data.login.decode() == user
        and auth_data.password.decode() == password
    )
    return AuthResult(success=signed_in)


controller = Controller(
    Mailbox(maildir),
    hostname="127.0.0.1",
    port=port,
    authenticator=authenticator,
    auth_required=True,
    auth_require_tls=False,
)
controller.start()
try:
    while True:
        time.sleep(3600)
finally:
    controller.stop()
