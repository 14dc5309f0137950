import { measurementBookKey } from "./measurement-book.js";
import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Address, Role, UserFields } from "../../shared/schemas/user.js";
import { staffRoleOf } from "../../shared/staff-permissions.js";
import { conflict, notFound } from "../errors.js";
import { addressBookKey } from "./address-book.js";
import { signInCodeKey, signInPhoneKey } from "./sign-in-keys.js";
import { consentBookKey } from "./consent-book.js";
import { ACCOUNT_LINK_KINDS, accountLinkKey } from "./account-links.js";
import { bumpCounter, bumpUserGroupCount, decrementAbove } from "./counters.js";
import { userGroupOf, userGroupPartition } from "./user-groups.js";
import type { Db } from "./db.js";
import { newId } from "./ids.js";
import { withoutLayout } from "./items.js";
import { queryAll, queryPage, type PageRequest, type PageResult } from "./query-page.js";
import { ConditionsFailed, labelled, transactWrite, type LabelledAction, type TransactItem } from "./transact.js";

/** A user as stored: the public fields plus the password hash and a version for safe updates. */
export interface UserRecord extends UserFields {
  passwordHash: string;
  version: number;
  /** Raised to end every session at once (a new password, a demotion); tokens carry the one they were issued with. */
  sessionVersion?: number;
  /** Set when the password passed today's rules as it was chosen; sign-in checks only those without it. */
  passwordChecked?: true;
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  phone?: string;
  /** False for a shopper who registered and has not opened the link yet. */
  emailVerified?: boolean;
  /** The password passed the rules (functions/auth/password-policy.ts) when it was chosen. */
  passwordChecked?: true;
  /** Made with a verified mobile alone (issue 44): the e-mail is for receipts, not claimed as a sign-in. */
  phoneAccount?: { signInPhone: string };
}

export type UserChanges = Partial<Pick<UserFields, "name" | "email" | "phone" | "role" | "isActive" | "address" | "signInPhone">>;

export const EMAIL_TAKEN = "An account with this e-mail already exists.";

/** The stored stand-in for "no password yet" (an invitation, a phone account): not a scrypt hash, so no password ever matches it. */
export const NO_PASSWORD_YET = "invited";
export const LAST_ADMIN = "The shop must keep at least one active owner.";

/** Labels of an account's actions: the record, its unique e-mail, the count of active owners. */
const USER = "user";
const EMAIL = "user-email";
const ADMINS = "active-admins";

const key = (id: string) => ({ pk: `USER#${id}`, sk: "USER" });
const emailKey = (email: string) => ({ pk: `UNIQUE#EMAIL#${email}`, sk: "UNIQUE" });
const EMPTY_ADDRESS: Address = { street: "", city: "", state: "", zipCode: "", country: "India" };

export const sessionVersionOf = (user: Pick<UserRecord, "sessionVersion">) => user.sessionVersion ?? 0;

// The activeAdmins counter counts active owners ("admin" is an owner stored before roles).
const isActiveAdmin = (u: Pick<UserFields, "role" | "isActive">) => staffRoleOf(u.role) === "owner" && u.isActive;

/** The account without its secrets; the API adds the spec's `_id` at the edge. */
export function toUser(record: UserRecord): UserFields {
  const { passwordHash, version, sessionVersion, passwordChecked, ...user } = record;
  void version;
  void sessionVersion;
  void passwordChecked;
  // A shopper made with her mobile alone is offered "Add a password" until she has one (even once
  // her e-mail is verified); an invited member of staff chooses hers from the invitation instead.
  return record.role === "user" && passwordHash === NO_PASSWORD_YET ? { ...user, noPassword: true } : user;
}

function toItem(record: UserRecord) {
  return { ...key(record.id), entity: "user", gsi1pk: "USER", gsi1sk: `${record.createdAt}#${record.id}`, gsi3pk: userGroupPartition(record), gsi3sk: `${record.createdAt}#${record.id}`, ...record };
}

// withoutLayout drops an `_id` an older write may have stored.
const fromItem = (item: Record<string, unknown>): UserRecord => withoutLayout<UserRecord>(item);

export function userRepository(db: Db) {
  /** Transaction action: the address is this account's, on condition no account has it. */
  const claimEmail = (email: string, id: string): TransactItem => ({
    Put: { TableName: db.tableName, Item: { ...emailKey(email), entity: "unique", userId: id }, ConditionExpression: "attribute_not_exists(pk)" },
  });

  async function get(id: string): Promise<UserRecord | undefined> {
    const result = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: key(id), ConsistentRead: true }));
    return result.Item ? fromItem(result.Item) : undefined;
  }

  return {
    get,

    async getByEmail(email: string): Promise<UserRecord | undefined> {
      const marker = await db.doc.send(new GetCommand({ TableName: db.tableName, Key: emailKey(email), ConsistentRead: true }));
      const userId = marker.Item?.userId;
      return typeof userId === "string" ? get(userId) : undefined;
    },

    /** Creates the user and claims the e-mail in one transaction: of two racing sign-ups exactly one wins. */
    async create(input: NewUser, alongside: (record: UserRecord) => LabelledAction[] = () => []): Promise<UserRecord> {
      const now = db.now();
      const id = newId(now);
      const record: UserRecord = {
        id,
        name: input.name,
        email: input.email,
        phone: input.phone ?? "",
        role: input.role,
        isActive: true,
        createdAt: now.toISOString(),
        address: EMPTY_ADDRESS,
        passwordHash: input.passwordHash,
        ...(input.emailVerified === undefined ? {} : { emailVerified: input.emailVerified }),
        ...(input.passwordChecked ? { passwordChecked: true as const } : {}),
        ...(input.phoneAccount ? { phoneAccount: true as const, signInPhone: input.phoneAccount.signInPhone } : {}),
        version: 1,
      };
      const actions = [
        // A phone account's e-mail is for receipts only: it claims nothing, so a mistyped or
        // borrowed address can never keep its owner from signing up with it.
        ...(input.phoneAccount ? [] : labelled(EMAIL, claimEmail(input.email, id))),
        ...labelled(USER, { Put: { TableName: db.tableName, Item: toItem(record), ConditionExpression: "attribute_not_exists(pk)" } }, bumpCounter(db, "users", 1), bumpUserGroupCount(db, userGroupOf(record), 1)),
      ];
      if (isActiveAdmin(record)) actions.push(...labelled(ADMINS, bumpCounter(db, "activeAdmins", 1)));
      actions.push(...alongside(record));
      try {
        await transactWrite(db, actions);
      } catch (error) {
        // A phone account claims no e-mail: its caller reads which of its own conditions failed.
        if (error instanceof ConditionsFailed && !input.phoneAccount) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      return record;
    },

    /**
     * Applies changes guarded by the record's version (no lost update), moving the e-mail marker
     * and the active-admin count in the same transaction.
     */
    async update(id: string, changes: UserChanges, alongside: (next: UserRecord, current: UserRecord) => LabelledAction[] = () => []): Promise<UserRecord> {
      const current = await get(id);
      if (!current) throw notFound("User not found");
      const next: UserRecord = { ...current, ...changes, version: current.version + 1 };
      // A new address is unverified until its owner opens the link sent to it.
      if (next.email !== current.email) next.emailVerified = false;
      // A demoted or deactivated account's sessions end with the change, not at their expiry.
      if (next.role !== current.role || next.isActive !== current.isActive) next.sessionVersion = sessionVersionOf(current) + 1;
      const actions = labelled(USER, {
        Put: {
          TableName: db.tableName,
          Item: toItem(next),
          ConditionExpression: "#v = :v",
          ExpressionAttributeNames: { "#v": "version" },
          ExpressionAttributeValues: { ":v": current.version },
        },
      });
      // A new role or activity moves the account to another group of the admin's filtered list.
      if (userGroupOf(next) !== userGroupOf(current)) actions.push(...labelled(USER, bumpUserGroupCount(db, userGroupOf(current), -1), bumpUserGroupCount(db, userGroupOf(next), 1)));
      if (next.email !== current.email && !current.phoneAccount) {
        actions.push(...labelled(EMAIL, claimEmail(next.email, id)));
        actions.push(...labelled(USER, { Delete: { TableName: db.tableName, Key: emailKey(current.email) } }));
      }
      if (isActiveAdmin(current) && !isActiveAdmin(next)) {
        actions.push(...labelled(ADMINS, decrementAbove(db, "activeAdmins", 1)));
      } else if (!isActiveAdmin(current) && isActiveAdmin(next)) {
        actions.push(...labelled(ADMINS, bumpCounter(db, "activeAdmins", 1)));
      }
      actions.push(...alongside(next, current));
      try {
        await transactWrite(db, actions);
      } catch (error) {
        if (error instanceof ConditionsFailed) {
          if (error.refused(EMAIL)) throw conflict(EMAIL_TAKEN);
          if (error.refused(ADMINS)) throw conflict(LAST_ADMIN);
          throw conflict("This account was changed at the same time. Reload and try again.");
        }
        throw error;
      }
      return next;
    },

    async remove(id: string, alongside: (current: UserRecord) => LabelledAction[] = () => []): Promise<void> {
      const current = await get(id);
      if (!current) throw notFound("User not found");
      const actions = labelled(
        USER,
        {
          Delete: {
            TableName: db.tableName,
            Key: key(id),
            ConditionExpression: "#v = :v",
            ExpressionAttributeNames: { "#v": "version" },
            ExpressionAttributeValues: { ":v": current.version },
          },
        },
        // A phone account never claimed its e-mail: the marker, if any, is someone else's.
        ...(current.phoneAccount ? [] : [{ Delete: { TableName: db.tableName, Key: emailKey(current.email) } }]),
        // The number she signed in with is free for someone else (issue 44), and its code goes.
        ...(current.signInPhone
          ? [{ Delete: { TableName: db.tableName, Key: signInPhoneKey(current.signInPhone) } }, { Delete: { TableName: db.tableName, Key: signInCodeKey(current.signInPhone) } }]
          : []),
        // Her saved addresses go with her.
        { Delete: { TableName: db.tableName, Key: addressBookKey(id) } },
        // And her measurements (issue 26): paid orders keep their own copy as sold.
        { Delete: { TableName: db.tableName, Key: measurementBookKey(id) } },
        // The consents she gave and the count of her checkouts (none open: closing waits for them).
        { Delete: { TableName: db.tableName, Key: consentBookKey(id) } },
        { Delete: { TableName: db.tableName, Key: { pk: `USER#${id}`, sk: "OPEN_CHECKOUTS" } } },
        // The cart and wishlist kept with the account go with it.
        { Delete: { TableName: db.tableName, Key: { pk: `USER#${id}`, sk: "CART" } } },
        { Delete: { TableName: db.tableName, Key: { pk: `USER#${id}`, sk: "WISHLIST" } } },
        // Any open password-reset or verification link goes too.
        ...ACCOUNT_LINK_KINDS.map((kind) => ({ Delete: { TableName: db.tableName, Key: accountLinkKey(kind, id) } })),
        bumpCounter(db, "users", -1),
        bumpUserGroupCount(db, userGroupOf(current), -1),
      );
      if (isActiveAdmin(current)) actions.push(...labelled(ADMINS, decrementAbove(db, "activeAdmins", 1)));
      actions.push(...alongside(current));
      try {
        await transactWrite(db, actions);
      } catch (error) {
        if (error instanceof ConditionsFailed) {
          if (error.refused(ADMINS)) throw conflict(LAST_ADMIN);
          throw conflict("This account was changed at the same time. Reload and try again.");
        }
        throw error;
      }
    },

    /** Transaction action: the account still exists (a write for it fails once it is closed or deleted). */
    existsAction(id: string): TransactItem {
      return { ConditionCheck: { TableName: db.tableName, Key: key(id), ConditionExpression: "attribute_exists(pk)" } };
    },

    /**
     * Transaction action: a new password, and every session of the account ended (sessionVersion
     * raised). With `replacing`, only if the password is still that one (a change, not a reset).
     */
    setPasswordAction(id: string, passwordHash: string, replacing?: string): TransactItem {
      return {
        Update: {
          TableName: db.tableName,
          Key: key(id),
          // Every new password has passed the rules (change and reset check it first).
          UpdateExpression: "SET passwordHash = :h, passwordChecked = :yes ADD #v :one, sessionVersion :one",
          ConditionExpression: replacing === undefined ? "attribute_exists(pk)" : "passwordHash = :old",
          ExpressionAttributeNames: { "#v": "version" },
          ExpressionAttributeValues: { ":h": passwordHash, ":one": 1, ":yes": true, ...(replacing === undefined ? {} : { ":old": replacing }) },
        },
      };
    },

    /**
     * Transaction actions: the address is verified, if it is still the one the link was sent to.
     * A phone account's address (issue 44) also becomes a sign-in: the e-mail is claimed (refused,
     * label "user-email", when another account holds it) and the account is one like any other.
     */
    verifiedActions(user: Pick<UserRecord, "id" | "email" | "phoneAccount">): LabelledAction[] {
      const phone = user.phoneAccount === true;
      return [
        ...(phone ? labelled(EMAIL, claimEmail(user.email, user.id)) : []),
        ...labelled(USER, {
          Update: {
            TableName: db.tableName,
            Key: key(user.id),
            UpdateExpression: phone ? "SET emailVerified = :yes REMOVE phoneAccount ADD #v :one" : "SET emailVerified = :yes ADD #v :one",
            ConditionExpression: phone ? "email = :email AND phoneAccount = :yes" : "email = :email",
            ExpressionAttributeNames: { "#v": "version" },
            ExpressionAttributeValues: { ":yes": true, ":one": 1, ":email": user.email },
          },
        }),
      ];
    },

    async recordLogin(id: string): Promise<void> {
      await db.doc.send(
        new UpdateCommand({
          TableName: db.tableName,
          Key: key(id),
          UpdateExpression: "SET lastLogin = :at",
          ConditionExpression: "attribute_exists(pk)",
          ExpressionAttributeValues: { ":at": db.now().toISOString() },
        }),
      );
    },

    /** Every back-office account as stored, read through the user index as the Users page's filters are. */
    async listBackOffice(): Promise<UserRecord[]> {
      const items = await queryAll(db, { index: "gsi1", partition: "USER", matches: (item) => staffRoleOf(String(item.role)) !== undefined });
      return items.map(fromItem);
    },

    /** Newest first, filtered in the page loop (search by name or e-mail, role). */
    async list(options: PageRequest & { matches?: (user: UserFields) => boolean }): Promise<PageResult<UserFields>> {
      const page = await queryPage(db, {
        index: "gsi1",
        partition: "USER",
        newestFirst: true,
        limit: options.limit,
        cursor: options.cursor,
        matches: options.matches ? (item) => options.matches!(toUser(fromItem(item))) : undefined,
      });
      return { items: page.items.map((item) => toUser(fromItem(item))), nextCursor: page.nextCursor };
    },
  };
}

export type UserRepository = ReturnType<typeof userRepository>;
