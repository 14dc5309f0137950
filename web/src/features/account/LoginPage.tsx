// Placeholder page; the real form lands shortly.
export default function LoginPage() {
  return <main><h1>Login</h1></main>;
}
