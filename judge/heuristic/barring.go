package heuristic

import "regexp"

// "Barring" is a limit ("barring fraud, the clause binds") only as a
// preposition; as a verb with its object and "from" ("an injunction
// barring the engineer from working on the line") it says what an order
// forbids, which qualifies nothing a proposition must keep.
var barringVerb = regexp.MustCompile(`\bbarring((?:\s+[a-z0-9'’.-]+){1,5}\s+from\s+[a-z]+ing)\b`)

// withoutVerbBarring renames the verb "barring" in lower-case text so
// the hedge scan does not read it as the limit.
func withoutVerbBarring(low string) string {
	return barringVerb.ReplaceAllString(low, "forbidding$1")
}
