-- Issue 21: the sites a fictional profile appears on ('*' for every site). Every
-- existing fictional profile starts on the site it had (users.site_host), which stays
-- its first site.
CREATE TABLE fictional_sites (
    fictional_id  INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    site_host     TEXT NOT NULL,
    PRIMARY KEY (fictional_id, site_host)
);
INSERT INTO fictional_sites (fictional_id, site_host) SELECT id, site_host FROM users WHERE fictional = 1;
