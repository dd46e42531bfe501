-- An administrator decides whether uploaded photos lose their metadata (EXIF location, camera).
GRANT UPDATE (strip_image_metadata) ON TABLE tenants TO app_user;
