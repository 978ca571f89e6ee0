-- Both sides of a conversation by its id: deleting a conversation (a block) cascades
-- to chat_members, which would otherwise scan the whole table.
CREATE INDEX chat_members_conversation ON chat_members (conversation_id);
-- A member's list of conversations changes version with every change to it (a message,
-- read or delivered state, deletion, a partner's account), so that a list can be
-- remembered until its version moves.
ALTER TABLE users ADD COLUMN chat_version INTEGER NOT NULL DEFAULT 0;
