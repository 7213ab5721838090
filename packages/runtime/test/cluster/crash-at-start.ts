/** A worker entry that dies as it starts: the crash loop the primary must back off from. */
process.exit(1);
