-- Members and roles (issue: members, roles and permissions).

-- projection "directory": deactivated employees stay listed (history, assignees) but cannot act.
ALTER TABLE employee_directory ADD COLUMN deactivated_at timestamptz;
CREATE INDEX employee_directory_admins ON employee_directory USING gin (role_ids);

-- Role names are unique case-insensitively ('Name already exists'). The claim is taken before
-- the RoleDefined/RoleRenamed command runs and given back if the command is rejected, the
-- same way employee_credentials reserves emails. Not a read model: written by the api only.
CREATE TABLE role_name_claims
(
    name_key text PRIMARY KEY,
    role_id  integer NOT NULL
);

-- Ids for new roles; 1 is the built-in Admin.
CREATE SEQUENCE role_ids START 2;
