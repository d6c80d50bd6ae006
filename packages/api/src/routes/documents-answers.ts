/** The answer of every call that gives a signing page's link (the frames, the guest page). */
export const signLinkAnswer = (result: { signLink: string; documentId: string }) => ({ success: true, ...result, message: 'Sign link generated.' });
