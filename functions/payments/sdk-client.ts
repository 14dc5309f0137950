import type Razorpay from "razorpay";

// The official SDK, pointed at another base URL (the local emulator) and given a timeout.
// The SDK offers neither option: both live on its internal axios instance, `api.rq`,
// whose `defaults` we set. Checked when the client is made, so an SDK upgrade that moves it
// fails loudly. The SDK (with axios and its MIME table) is loaded on first use: most API calls
// never touch Razorpay, and a Lambda's cold start should not pay for it.

export const RAZORPAY_API_URL = "https://api.razorpay.com";

interface SdkHttpClient {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: { response: { use(onFulfilled: (response: unknown) => unknown, onRejected: (error: unknown) => unknown): number } };
}

function httpClientOf(razorpay: Razorpay): SdkHttpClient {
  const candidate = (razorpay.api as unknown as { rq?: Partial<SdkHttpClient> }).rq;
  if (!candidate?.defaults || typeof candidate.interceptors?.response?.use !== "function") {
    throw new Error("razorpay SDK: api.rq (its axios instance) not found; cannot set its base URL and timeout");
  }
  return candidate as SdkHttpClient;
}

/** The SDK's error normaliser assumes an HTTP answer; give network failures a Razorpay-shaped one. */
function describeNetworkFailure(timeoutMs: number) {
  return (error: unknown): never => {
    if (typeof error === "object" && error !== null && !(error as { response?: unknown }).response) {
      const code = (error as { code?: unknown }).code;
      const message = error instanceof Error ? error.message : String(code);
      const description =
        code === "ECONNABORTED" || code === "ETIMEDOUT"
          ? `Razorpay did not answer within ${timeoutMs} ms`
          : `Razorpay could not be reached (${typeof code === "string" ? code : message})`;
      Object.assign(error, { response: { status: 0, data: { error: { code: "NETWORK_ERROR", description } } } });
    }
    throw error;
  };
}

export async function createRazorpayClient(options: { keyId: string; keySecret: string; apiBaseUrl: string; timeoutMs: number }): Promise<Razorpay> {
  const { default: RazorpaySdk } = await import("razorpay");
  const razorpay = new RazorpaySdk({ key_id: options.keyId, key_secret: options.keySecret });
  const http = httpClientOf(razorpay);
  http.defaults.baseURL = options.apiBaseUrl;
  http.defaults.timeout = options.timeoutMs;
  http.interceptors.response.use((response) => response, describeNetworkFailure(options.timeoutMs));
  return razorpay;
}
