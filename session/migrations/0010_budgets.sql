-- Spending caps in dollars. A branch's cap bounds what the turns run on
-- that branch spend together; renaming or deleting the branch carries it
-- along. A turn's cap bounds that turn alone (raised to continue it).
CREATE TABLE branch_budgets (
    conversation_id TEXT NOT NULL,
    branch          TEXT NOT NULL,
    cap             REAL NOT NULL,
    PRIMARY KEY (conversation_id, branch),
    FOREIGN KEY (conversation_id, branch) REFERENCES branches (conversation_id, name) ON DELETE CASCADE ON UPDATE CASCADE
) WITHOUT ROWID;

CREATE TABLE turn_budgets (
    turn_id TEXT PRIMARY KEY REFERENCES turns (id) ON DELETE CASCADE,
    cap     REAL NOT NULL
) WITHOUT ROWID;
