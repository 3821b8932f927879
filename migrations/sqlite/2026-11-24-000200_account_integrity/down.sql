DROP TABLE email_changes;
DROP TABLE rate_limits;
