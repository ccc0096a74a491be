-- A reader's plain profile carries the account's name ("Shown as"). Renames used to leave it behind;
-- they now rename it in the same transaction, and this brings the profiles renamed before in line.
UPDATE "profiles" SET "name" = trim("users"."first_name" || ' ' || "users"."last_name")
FROM "users"
WHERE "profiles"."user_id" = "users"."id"
  AND "profiles"."kind" = 'profile'
  AND "profiles"."name" <> trim("users"."first_name" || ' ' || "users"."last_name");
