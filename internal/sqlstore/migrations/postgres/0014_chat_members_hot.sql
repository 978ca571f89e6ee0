-- Every message moves both sides' updated_at. Indexed, that made every such update
-- write a new entry into each of chat_members' indexes; unindexed, PostgreSQL updates
-- the row in place (a HOT update) when its page has room, which the fill factors leave.
-- Lists are remembered per member (users.chat_version), and one member's few hundred
-- rows sort quickly when a list is read anew.
DROP INDEX chat_members_list;
ALTER TABLE chat_members SET (fillfactor = 80);
ALTER TABLE users SET (fillfactor = 85);
