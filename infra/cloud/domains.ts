// A custom domain per stage; a stage not listed is served on its CloudFront address.
// A string is a domain whose DNS is in Route 53 (SST adds the records and the certificate).
// For DNS elsewhere, give `{ name, dns: false, cert: "<ACM certificate ARN in us-east-1>" }`
// and add the CNAME yourself. Example: production: { name: "rangrez.in", redirects: ["www.rangrez.in"] }.
export type CustomDomain = string | { name: string; redirects?: string[]; dns?: false; cert?: string };

export const CUSTOM_DOMAINS: Record<string, CustomDomain | undefined> = {};
