/** Raised on document when a dialog opens, so toasts about the page behind can step aside. */
export const DIALOG_OPENED_EVENT = "shop:dialog-opened";
