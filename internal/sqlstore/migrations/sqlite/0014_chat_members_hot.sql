-- Every message moves both sides' updated_at, which made every message rewrite two
-- entries of this index too. Lists are remembered per member (users.chat_version), and
-- one member's few hundred rows sort quickly when a list is read anew.
DROP INDEX chat_members_list;
