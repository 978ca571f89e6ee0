-- Searches without a gender count members by date of birth within a country.
CREATE INDEX users_search_any ON users (status, invisible, country, date_of_birth);
-- Results come most recently seen first: walking this index finds the first page
-- without sorting every match.
CREATE INDEX users_recent ON users (status, invisible, country, last_seen_at);
