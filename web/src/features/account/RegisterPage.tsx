// Placeholder page; the real form lands shortly.
export default function RegisterPage() {
  return <main><h1>Register</h1></main>;
}
