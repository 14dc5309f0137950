// Placeholder page; the real form lands shortly.
export default function ProfilePage() {
  return <main><h1>Profile</h1></main>;
}
