-- What keeps a member's profile from being complete (amora.ProfileMissing), as a
-- comma-separated list; '' when complete. Only complete profiles are listed in search,
-- the swipe game, the match finder and related profiles. sqlstore's
-- Tx.profileChanged keeps it current; this fills it in for the members there are.
ALTER TABLE users ADD COLUMN profile_missing TEXT NOT NULL DEFAULT 'gender,looking_for,country,city,photo';

UPDATE users SET profile_missing = rtrim(
    CASE WHEN gender = '' THEN 'gender,' ELSE '' END
    || CASE WHEN looking_for = '' THEN 'looking_for,' ELSE '' END
    || CASE WHEN country = '' THEN 'country,' ELSE '' END
    || CASE WHEN city = '' THEN 'city,' ELSE '' END
    || CASE WHEN EXISTS (SELECT 1 FROM photos p WHERE p.id = users.main_photo_id AND p.status = 'active') THEN '' ELSE 'photo,' END,
    ',');
