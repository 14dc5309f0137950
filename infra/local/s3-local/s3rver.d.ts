// The part of s3rver's API the local stand-in uses (the package ships no types).
declare module "s3rver" {
  interface BucketSetup {
    name: string;
    /** Raw XML of bucket configurations (CORS, website). */
    configs?: Array<string | Buffer>;
  }
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: BucketSetup[];
  }
  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
  export default S3rver;
}
