-- Issue 22: the profile a visitor signed up from ("Message" or "Like"), with the intent,
-- as amora.ReturnPath allows it ('' when none); the activation link leads back to it.
ALTER TABLE users ADD COLUMN signup_return TEXT NOT NULL DEFAULT '';
