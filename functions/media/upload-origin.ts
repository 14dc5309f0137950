/**
 * Where the admin's browser POSTs photos in the cloud: the photo bucket's own S3 address
 * (virtual-hosted, as the SDK signs forms) in the shop's region. The bucket's name is made at
 * deploy, after the pages' headers are fixed, so the pages allow the region's S3 hosts; that
 * opens no new way out of a page, whose images may already come from any https host.
 */
export const CLOUD_PHOTO_UPLOAD_ORIGIN = "https://*.s3.ap-south-1.amazonaws.com";
