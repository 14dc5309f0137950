// The keys of the sign-in number's marker and its code (issue 44), apart from their repositories:
// closing an account deletes both in its transaction without loading the code's machinery.

/** Which account signs in with a number: UNIQUE#PHONE#<10 digits> / UNIQUE. */
export const signInPhoneKey = (phone: string) => ({ pk: `UNIQUE#PHONE#${phone}`, sk: "UNIQUE" });

/** One number's current sign-in code: PHONECODE#<10 digits> / CODE. */
export const signInCodeKey = (phone: string) => ({ pk: `PHONECODE#${phone}`, sk: "CODE" });

/** The one-time pass a right code gives a number no account uses: PHONECODE#<10 digits> / SIGNUP. */
export const signUpPassKey = (phone: string) => ({ pk: `PHONECODE#${phone}`, sk: "SIGNUP" });
