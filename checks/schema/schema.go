package schema

import (
	"embed"
	"fmt"
	"sort"
	"strings"
)

//go:embed *.schema.json
var files embed.FS

// Entry describes one schema: its name (what `citecheck schema NAME`
// takes), the file it validates, and its file name in this package.
type Entry struct {
	Name     string
	Validate string // the input it describes, in the words of FORMATS.md
	File     string
}

// entries are the schemas, in the order a Vault, a case and a response
// are written.
var entries = []Entry{
	{"documents", "one line of documents.jsonl", "documents.schema.json"},
	{"acl", "one line of acl.jsonl", "acl.schema.json"},
	{"principals", "one line of principals.jsonl", "principals.schema.json"},
	{"vault", "vault.json", "vault.schema.json"},
	{"case", "case.json (a Harvey-Labs task.json with citecheck's keys)", "case.schema.json"},
	{"response", "a response to grade (JSON)", "response.schema.json"},
	{"trace-entry", "one entry of a response's \"retrieved\" trace", "trace-entry.schema.json"},
	{"expected", "a suite's expected/NAME.json", "expected.schema.json"},
}

// BaseURI is the prefix of every schema's $id; a $ref between them
// (response to trace-entry) is relative to it.
const BaseURI = "https://citecheck.invalid/schema/"

// List returns every schema, in a fixed order.
func List() []Entry { return append([]Entry(nil), entries...) }

// Get returns the schema called name (its Name, or its file name).
func Get(name string) (Entry, []byte, error) {
	for _, e := range entries {
		if e.Name == name || e.File == name {
			b, err := files.ReadFile(e.File)
			return e, b, err
		}
	}
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name
	}
	sort.Strings(names)
	return Entry{}, nil, fmt.Errorf("no schema %q; there are: %s", name, strings.Join(names, ", "))
}
