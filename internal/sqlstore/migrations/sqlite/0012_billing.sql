-- Billing (issue 7): credit packages and their prices, payments, discount codes, stored
-- cards, direct debits with their SMS codes, and the sandbox provider's own payments.
-- Money is integer cents plus an ISO currency; times are UTC text like everywhere else.

-- Credit packages (SPEC §3); a package is sold in every currency it has a price in.
CREATE TABLE packages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    credits     INTEGER NOT NULL CHECK (credits > 0),
    popular     INTEGER NOT NULL DEFAULT 0,
    position    INTEGER NOT NULL DEFAULT 0,
    active      INTEGER NOT NULL DEFAULT 1,
    created_at  TEXT NOT NULL
);
CREATE TABLE package_prices (
    package_id  INTEGER NOT NULL REFERENCES packages (id) ON DELETE CASCADE,
    currency    TEXT NOT NULL,
    amount      INTEGER NOT NULL CHECK (amount > 0),
    PRIMARY KEY (package_id, currency)
);

-- Payments: one per purchase attempt. provider_payment_id is NULL until the provider
-- created the payment, and unique per provider: its credits are keyed by it. A purged
-- account leaves its payments (bookkeeping keeps them for years) without a member.
CREATE TABLE payments (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id              INTEGER REFERENCES users (id) ON DELETE SET NULL,
    package_id           INTEGER NOT NULL REFERENCES packages (id),
    credits              INTEGER NOT NULL,
    method               TEXT NOT NULL,
    amount               INTEGER NOT NULL CHECK (amount >= 0),
    currency             TEXT NOT NULL,
    discount_code        TEXT NOT NULL DEFAULT '',
    discount_percentage  INTEGER NOT NULL DEFAULT 0,
    provider             TEXT NOT NULL,
    provider_payment_id  TEXT,
    status               TEXT NOT NULL CHECK (status IN ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')),
    stored_card          INTEGER NOT NULL DEFAULT 0,
    country              TEXT NOT NULL DEFAULT '',
    created_at           TEXT NOT NULL,
    paid_at              TEXT NOT NULL DEFAULT '',
    updated_at           TEXT NOT NULL,
    UNIQUE (provider, provider_payment_id)
);
CREATE INDEX payments_user ON payments (user_id, id);

-- Discount codes (SPEC §3). Empty or NULL restrictions mean none; payment_methods is a
-- comma-separated list, empty for every method. TIMEBONUS25 and WELCOME25 get their
-- window per member from the code (timebonus.go).
CREATE TABLE discount_codes (
    code                 TEXT PRIMARY KEY,
    country              TEXT NOT NULL DEFAULT '',
    user_id              INTEGER REFERENCES users (id) ON DELETE CASCADE,
    expires_at           TEXT NOT NULL DEFAULT '',
    value_percentage     INTEGER NOT NULL CHECK (value_percentage BETWEEN 1 AND 100),
    currency             TEXT NOT NULL DEFAULT '',
    minimum_order_value  INTEGER NOT NULL DEFAULT 0,
    status               TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    validity             TEXT NOT NULL DEFAULT 'once-per-user' CHECK (validity IN ('once-per-user', 'unlimited')),
    payment_methods      TEXT NOT NULL DEFAULT '',
    created_at           TEXT NOT NULL
);
-- A member's first paid use of a code: once-per-user codes are refused after it.
CREATE TABLE discount_uses (
    code        TEXT NOT NULL,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    payment_id  INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
    used_at     TEXT NOT NULL,
    PRIMARY KEY (code, user_id)
);

-- Stored cards for repeat orders: the provider's customer and mandate.
CREATE TABLE card_mandates (
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider     TEXT NOT NULL,
    customer_id  TEXT NOT NULL,
    mandate_id   TEXT NOT NULL,
    method       TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    PRIMARY KEY (user_id, provider)
);

-- The direct-debit form of an sdd payment. The IBAN is kept masked, with a hash to
-- compare it; the provider holds the account.
CREATE TABLE direct_debits (
    payment_id      INTEGER PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
    account_holder  TEXT NOT NULL,
    iban_masked     TEXT NOT NULL,
    iban_hash       TEXT NOT NULL,
    street          TEXT NOT NULL,
    house_number    TEXT NOT NULL,
    zip             TEXT NOT NULL,
    city            TEXT NOT NULL,
    phone           TEXT NOT NULL
);
-- SMS codes confirming a direct debit: only a salted hash of the code is stored.
CREATE TABLE sms_codes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id     INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    phone       TEXT NOT NULL,
    salt        TEXT NOT NULL,
    code_hash   TEXT NOT NULL,
    attempts    INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT NOT NULL,
    expires_at  TEXT NOT NULL,
    used_at     TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sms_codes_user ON sms_codes (user_id, created_at);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);
-- IBANs (normalized) and phone numbers (normalized) refused for direct debit.
CREATE TABLE direct_debit_blocks (
    kind        TEXT NOT NULL CHECK (kind IN ('iban', 'phone')),
    value       TEXT NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    created_at  TEXT NOT NULL,
    PRIMARY KEY (kind, value)
);

-- The built-in sandbox provider's payments, as a real provider would keep them.
CREATE TABLE sandbox_payments (
    id           TEXT PRIMARY KEY,
    payment_id   INTEGER NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
    amount       INTEGER NOT NULL,
    currency     TEXT NOT NULL,
    method       TEXT NOT NULL,
    description  TEXT NOT NULL,
    status       TEXT NOT NULL,
    customer_id  TEXT NOT NULL DEFAULT '',
    mandate_id   TEXT NOT NULL DEFAULT '',
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);

-- The default packages: the middle one is the most popular.
INSERT INTO packages (credits, popular, position, created_at) VALUES
    (20, 0, 1, '2026-11-24T00:00:00.000000Z'),
    (50, 1, 2, '2026-11-24T00:00:00.000000Z'),
    (120, 0, 3, '2026-11-24T00:00:00.000000Z'),
    (300, 0, 4, '2026-11-24T00:00:00.000000Z');
-- Prices in cents of every currency members pay in (paymentmethods.go).
INSERT INTO package_prices (package_id, currency, amount)
SELECT p.id, v.column2, v.column3 FROM packages p JOIN (VALUES
    (20, 'EUR', 995), (20, 'CHF', 1095), (20, 'GBP', 895), (20, 'PLN', 4299), (20, 'USD', 1099), (20, 'CAD', 1499), (20, 'AUD', 1599), (20, 'NZD', 1799),
    (50, 'EUR', 1995), (50, 'CHF', 2195), (50, 'GBP', 1695), (50, 'PLN', 8599), (50, 'USD', 2199), (50, 'CAD', 2999), (50, 'AUD', 3199), (50, 'NZD', 3499),
    (120, 'EUR', 3995), (120, 'CHF', 4395), (120, 'GBP', 3495), (120, 'PLN', 16999), (120, 'USD', 4399), (120, 'CAD', 5999), (120, 'AUD', 6399), (120, 'NZD', 6999),
    (300, 'EUR', 7995), (300, 'CHF', 8795), (300, 'GBP', 6995), (300, 'PLN', 33999), (300, 'USD', 8799), (300, 'CAD', 11999), (300, 'AUD', 12799), (300, 'NZD', 13999)
) v ON p.credits = v.column1;

-- The time bonus (SPEC §9) and the welcome discount: 25 %, once per member.
INSERT INTO discount_codes (code, value_percentage, status, validity, created_at) VALUES
    ('TIMEBONUS25', 25, 'active', 'once-per-user', '2026-11-24T00:00:00.000000Z'),
    ('WELCOME25', 25, 'active', 'once-per-user', '2026-11-24T00:00:00.000000Z');
