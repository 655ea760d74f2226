"use client";

import { firstRequests } from "@/lib/chain/reads/first-requests";
import { wagmiConfig } from "@/lib/wallet/config";
import { readAheadForShownAccount } from "@/lib/wallet/read-ahead";

// The list's first requests leave the moment the page knows whose validators it will show: the wallet names its
// account (the wallet's island imports this) or a look-up link does (the dashboard's island imports it too; a module
// runs once). They are then on their way while the connect, the dashboard's code and its first render run (on a
// phone, tasks of 0.2 s or more in which nothing else is sent); the dashboard reads their answers
// (lib/chain/reads/first-reads.ts).
if (typeof window !== "undefined") readAheadForShownAccount(wagmiConfig, firstRequests.start);
