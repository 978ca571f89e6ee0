-- Issue 22: members put their photos in an order of their own (PUT /api/photos/order).
-- A photo's place among its owner's photos, lowest first; the main photo is first.
-- Existing photos keep the order they were shown in: the main photo, then by id.
ALTER TABLE photos ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
UPDATE photos SET position = (
	SELECT COUNT(*) FROM photos q JOIN users u ON u.id = photos.user_id
	WHERE q.user_id = photos.user_id AND q.id <> photos.id AND (
		q.id = COALESCE(u.main_photo_id, 0)
		OR (photos.id <> COALESCE(u.main_photo_id, 0) AND q.id < photos.id)));
CREATE INDEX photos_user_position ON photos (user_id, position, id);
