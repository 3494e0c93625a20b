let statements = 0;

/** One more statement sent to the database (db/client.ts counts them where the driver sends them). */
export const countStatement = () => {
  statements++;
};

/**
 * Statements this process has sent to its database so far, on either engine (GET metrics: the
 * bench reports statements per booking, issue 36). A transaction's statements count too.
 */
export const databaseQueries = () => statements;
