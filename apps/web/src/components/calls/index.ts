/** The call screens: the overlay every page has (RootLayout), and the buttons that start a call. */
export { CallButtons } from './call-buttons';
export { CallOverlay } from './call-overlay';
