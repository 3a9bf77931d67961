// The Firestore web SDK, for the app's two live listeners (docs/decisions.md, Live updates): the
// signed-in user's unread-count badge and an open chat's latest messages. About 140 KB of
// JavaScript, so it is loaded only through lib/firestore-loader, after the signed-in shell has
// rendered, and never imported statically. Reads only: every write goes through /api.
import type { FirebaseApp } from "firebase/app";
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { appConfig } from "@/config/env";

export interface LiveDoc {
  id: string;
  data: DocumentData;
}

/** Stops a listener. */
export type Unsubscribe = () => void;

/** The two kinds of listener the app uses, over one Firestore instance. */
export interface LiveFirestore {
  /** Calls `onData` with the document's data (undefined when it does not exist) on each change. */
  watchDocument(
    path: string[],
    onData: (data: DocumentData | undefined) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** Calls `onDocs` with the newest `max` documents of a collection by `field`, newest first, on each change. */
  watchNewest(
    path: string[],
    field: string,
    max: number,
    onDocs: (docs: LiveDoc[]) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
}

/** Wraps the app's Firestore; only what the server sent counts (a snapshot from the local cache may be stale or empty). */
export function connectLiveFirestore(app: FirebaseApp): LiveFirestore {
  const db: Firestore = getFirestore(app);
  if (appConfig.firestoreEmulator) {
    connectFirestoreEmulator(db, appConfig.firestoreEmulator.host, appConfig.firestoreEmulator.port);
  }
  return {
    watchDocument(path, onData, onError) {
      const [first, ...rest] = path;
      return onSnapshot(
        doc(db, first!, ...rest),
        (snap) => {
          if (!snap.metadata.fromCache) onData(snap.data());
        },
        onError,
      );
    },
    watchNewest(path, field, max, onDocs, onError) {
      const [first, ...rest] = path;
      return onSnapshot(
        query(collection(db, first!, ...rest), orderBy(field, "desc"), limit(max)),
        (snap) => {
          if (!snap.metadata.fromCache) onDocs(snap.docs.map((d) => ({ id: d.id, data: d.data() })));
        },
        onError,
      );
    },
  };
}
