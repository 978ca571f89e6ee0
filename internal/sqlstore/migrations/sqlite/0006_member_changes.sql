-- Every write that changes what search or a profile page shows adds a row here, in the
-- same transaction. Each instance keeps members in memory and reads this log to stay
-- current; user_id 0 asks every instance to reload all members.
CREATE TABLE member_changes (
    seq         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL,
    changed_at  TEXT NOT NULL
);
CREATE INDEX member_changes_at ON member_changes (changed_at);
