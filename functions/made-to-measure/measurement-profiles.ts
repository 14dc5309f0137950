import { MAX_MEASUREMENT_PROFILES, PROFILE_NOT_FOUND, TOO_MANY_PROFILES, type MeasurementProfile, type MeasurementProfileBody } from "../../shared/schemas/measurement-profile.js";
import { badRequest, conflict, notFound } from "../errors.js";
import type { Db } from "../data/db.js";
import { newId } from "../data/ids.js";
import { measurementBookRepository, type MeasurementBook } from "../data/measurement-book.js";

// A shopper's measurement profiles (issue 26): each change reads her book, works out the next
// one and writes it only if nobody wrote in between; a lost race reads again. Loaded on first
// use by the routes and the checkout (the API's cold-start bundle is near its budget).

const ATTEMPTS = 5;
const CHANGED_MEANWHILE = "Your measurements were changed at the same time. Reload and try again.";

async function change<T>(db: Db, userId: string, next: (book: MeasurementBook) => { profiles: MeasurementProfile[]; answer: T }): Promise<T> {
  const books = measurementBookRepository(db);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const book = await books.get(userId);
    const outcome = next(book);
    if (await books.replace(userId, book, outcome.profiles)) return outcome.answer;
  }
  throw conflict(CHANGED_MEANWHILE);
}

/** A reference photo must be one she uploaded under her own key. */
function ownPhoto(userId: string, body: MeasurementProfileBody): void {
  if (body.referencePhoto && !body.referencePhoto.startsWith(`measurements/${userId}/`)) throw badRequest("referencePhoto is not one of your photos");
}

export async function listProfiles(db: Db, userId: string): Promise<MeasurementProfile[]> {
  return (await measurementBookRepository(db).get(userId)).profiles;
}

export async function addProfile(db: Db, userId: string, body: MeasurementProfileBody): Promise<MeasurementProfile> {
  ownPhoto(userId, body);
  return change(db, userId, (book) => {
    if (book.profiles.length >= MAX_MEASUREMENT_PROFILES) throw conflict(TOO_MANY_PROFILES);
    const now = db.now();
    const at = now.toISOString();
    const created: MeasurementProfile = { ...body, id: newId(now), createdAt: at, updatedAt: at };
    return { profiles: [...book.profiles, created], answer: created };
  });
}

/** Replaces one of her profiles whole. Orders already paid keep their own copy (custom-line.ts). */
export async function updateProfile(db: Db, userId: string, id: string, body: MeasurementProfileBody): Promise<MeasurementProfile> {
  ownPhoto(userId, body);
  return change(db, userId, (book) => {
    const current = book.profiles.find((profile) => profile.id === id);
    if (!current) throw notFound(PROFILE_NOT_FOUND);
    const updated: MeasurementProfile = { ...body, id, createdAt: current.createdAt, updatedAt: db.now().toISOString() };
    return { profiles: book.profiles.map((profile) => (profile.id === id ? updated : profile)), answer: updated };
  });
}

export async function removeProfile(db: Db, userId: string, id: string): Promise<void> {
  return change(db, userId, (book) => {
    if (!book.profiles.some((profile) => profile.id === id)) throw notFound(PROFILE_NOT_FOUND);
    return { profiles: book.profiles.filter((profile) => profile.id !== id), answer: undefined };
  });
}
