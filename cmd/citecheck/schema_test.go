package main

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/checks/schema"
	"github.com/citecheck/citecheck/checks/suite"
	"github.com/citecheck/citecheck/vault"
)

// compileSchemas compiles every embedded schema with a real draft 2020-12
// validator (santhosh-tekuri/jsonschema), the response's $ref to the
// trace entry resolved among them.
func compileSchemas(t *testing.T) map[string]*jsonschema.Schema {
	t.Helper()
	c := jsonschema.NewCompiler()
	for _, e := range schema.List() {
		_, b, err := schema.Get(e.Name)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
		if err := c.AddResource(schema.BaseURI+e.File, doc); err != nil {
			t.Fatalf("%s: %v", e.File, err)
		}
	}
	out := map[string]*jsonschema.Schema{}
	for _, e := range schema.List() {
		s, err := c.Compile(schema.BaseURI + e.File)
		if err != nil {
			t.Fatalf("%s does not compile: %v", e.File, err)
		}
		out[e.Name] = s
	}
	return out
}

// validate reports whether data is valid under the schema name.
func validate(t *testing.T, schemas map[string]*jsonschema.Schema, name string, data []byte) error {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return schemas[name].Validate(v)
}

// TestSchemaCommand: `citecheck schema` lists every schema and `schema
// NAME` prints it; an unknown name is exit 2 naming the known ones.
func TestSchemaCommand(t *testing.T) {
	code, out, _ := runCLI(t, "schema")
	if code != 0 {
		t.Fatalf("schema: exit %d", code)
	}
	for _, e := range schema.List() {
		if !strings.Contains(out, e.Name) {
			t.Errorf("schema list lacks %s", e.Name)
		}
		code, got, _ := runCLI(t, "schema", e.Name)
		if _, want, _ := schema.Get(e.Name); code != 0 || got != string(want) {
			t.Errorf("schema %s: exit %d, printed %d bytes of %d", e.Name, code, len(got), len(want))
		}
		if !strings.Contains(got, `"$schema": "https://json-schema.org/draft/2020-12/schema"`) {
			t.Errorf("schema %s is not draft 2020-12", e.Name)
		}
	}
	if code, _, errs := runCLI(t, "schema", "documets"); code != exitInput || !strings.Contains(errs, "documents") {
		t.Errorf("schema documets: exit %d, %q", code, errs)
	}
	dir := filepath.Join(t.TempDir(), "schemas")
	if code, _, errs := runCLI(t, "schema", "--out", dir); code != 0 {
		t.Fatalf("schema --out: exit %d, %s", code, errs)
	}
	if ents, _ := os.ReadDir(dir); len(ents) != len(schema.List()) {
		t.Errorf("schema --out wrote %d files", len(ents))
	}
}

// jsonlLines returns the non-blank lines of a JSON Lines file.
func jsonlLines(t *testing.T, path string) [][]byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]byte
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) > 0 {
			out = append(out, append([]byte(nil), sc.Bytes()...))
		}
	}
	return out
}

// TestSchemasAcceptEveryFixture: every file of every fixture suite, of the
// starter init writes and of the command tests' Vault is valid under its
// schema (and the loaders accept them, or they would not be fixtures).
func TestSchemasAcceptEveryFixture(t *testing.T) {
	schemas := compileSchemas(t)
	suites, _ := filepath.Glob(filepath.Join("..", "..", "fixtures", "*"))
	suites = append(suites, "starter")
	vaults := []string{vaultTestSrc}
	checked := 0
	check := func(name, path string, data []byte) {
		t.Helper()
		checked++
		if err := validate(t, schemas, name, data); err != nil {
			t.Errorf("%s is not valid under the %s schema: %v", path, name, err)
		}
	}
	for _, s := range suites {
		c, err := rubric.LoadCase(filepath.Join(s, "case.json"))
		if err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(filepath.Join(s, "case.json"))
		check("case", filepath.Join(s, "case.json"), data)
		vaults = append(vaults, c.VaultPath)
		rs, _ := filepath.Glob(filepath.Join(s, "responses", "*.json"))
		for _, r := range rs {
			data, _ := os.ReadFile(r)
			check("response", r, data)
		}
		es, _ := filepath.Glob(filepath.Join(s, "expected", "*.json"))
		for _, e := range es {
			data, _ := os.ReadFile(e)
			check("expected", e, data)
		}
	}
	for _, v := range vaults {
		for file, name := range map[string]string{vault.DocumentsFile: "documents", vault.ACLFile: "acl", vault.PrincipalsFile: "principals"} {
			for i, l := range jsonlLines(t, filepath.Join(v, file)) {
				check(name, filepath.Join(v, file)+":"+strconv.Itoa(i+1), l)
			}
		}
		if data, err := os.ReadFile(filepath.Join(v, vault.ManifestFile)); err == nil {
			check("vault", filepath.Join(v, vault.ManifestFile), data)
		}
	}
	if checked < 400 {
		t.Fatalf("only %d files and lines checked: the fixtures were not found", checked)
	}
}

// refusal is a bad input one of the loaders refuses (each taken from the
// loaders' own tests), and what the schema makes of it.
type refusal struct {
	name   string
	schema string // which schema; the loader is the one that reads that file
	input  string // one JSONL line, or a whole JSON file
	// notInSchema is why the schema cannot refuse it, when it cannot: a
	// rule about more than the file's shape. FORMATS.md, "JSON Schemas",
	// lists these kinds. Empty: the schema refuses it too.
	notInSchema string
}

var refusals = []refusal{
	// documents.jsonl (vault/source_test.go)
	{"id not a string", "documents", `{"id": 7, "title": "x", "text": "y"}`, ""},
	{"missing id", "documents", `{"title": "x", "text": "y"}`, ""},
	{"missing title", "documents", `{"id": "VLT-0002", "text": "y"}`, ""},
	{"blank title", "documents", `{"id": "VLT-0002", "title": "  ", "text": "y"}`, ""},
	{"bad id", "documents", `{"id": "VLT 0002", "title": "x", "text": "y"}`, ""},
	{"no text", "documents", `{"id": "VLT-0002", "title": "x"}`, ""},
	{"two texts", "documents", `{"id": "VLT-0002", "title": "x", "text": "y", "text_file": "files/three.txt"}`, ""},
	{"empty text", "documents", `{"id": "VLT-0002", "title": "x", "text": "  "}`, ""},
	{"bad kind", "documents", `{"id": "VLT-0002", "title": "x", "kind": "novel", "text": "y"}`, ""},
	{"bad decided", "documents", `{"id": "VLT-0002", "title": "x", "decided": "June 1972", "text": "y"}`, ""},
	{"bad outcome", "documents", `{"id": "VLT-0002", "title": "x", "outcome": "<b>Reversed</b>", "text": "y"}`, ""},
	{"outcome not a string", "documents", `{"id": "VLT-0002", "title": "x", "outcome": ["void"], "text": "y"}`, ""},
	{"bad page label", "documents", `{"id": "VLT-0002", "title": "x", "pages": [{"page": "1]", "text": "y"}]}`, ""},
	{"no pages", "documents", `{"id": "VLT-0002", "title": "x", "pages": []}`, ""},
	{"page zero", "documents", `{"id": "VLT-0002", "title": "x", "first_page": 0, "text": "y"}`, ""},
	{"page zero as a string", "documents", `{"id": "VLT-0002", "title": "x", "last_page": "0", "text": "y"}`, ""},
	{"page past 10^8", "documents", `{"id": "VLT-0002", "title": "x", "first_page": 1000000000, "text": "y"}`, ""},
	{"page a word", "documents", `{"id": "VLT-0002", "title": "x", "first_page": "xii", "text": "y"}`, ""},
	{"empty citation", "documents", `{"id": "VLT-0002", "title": "x", "citations": [" "], "text": "y"}`, ""},
	{"filename with a path", "documents", `{"id": "VLT-0002", "title": "x", "filename": "a/b.pdf", "text": "y"}`, ""},
	{"text_file escapes", "documents", `{"id": "VLT-0002", "title": "x", "text_file": "../secret.txt"}`, ""},
	{"text_file absolute", "documents", `{"id": "VLT-0002", "title": "x", "text_file": "/etc/passwd"}`, ""},
	{"text_file missing", "documents", `{"id": "VLT-0002", "title": "x", "text_file": "files/nope.txt"}`, "whether a file exists is a fact about the folder, not the line"},
	{"id off pattern", "documents", `{"id": "DOC-1", "title": "x", "text": "y"}`, "id_pattern is in vault.json, another file"},
	{"duplicate id", "documents", `{"id": "VLT-0001", "title": "x", "text": "y"}`, "uniqueness is across lines"},
	// acl.jsonl
	{"acl missing doc", "acl", `{"principal": "*"}`, ""},
	{"acl bad principal", "acl", `{"doc": "VLT-0001", "principal": "team:x"}`, ""},
	{"acl bad effect", "acl", `{"doc": "VLT-0001", "principal": "*", "effect": "block"}`, ""},
	{"acl bad time", "acl", `{"doc": "VLT-0001", "principal": "*", "from": "2026-13-01T00:00:00Z"}`, ""},
	{"acl time without zone", "acl", `{"doc": "VLT-0001", "principal": "*", "from": "2026-06-15T14:00:00"}`, ""},
	{"acl offset beyond 23:59", "acl", `{"doc": "VLT-0001", "principal": "*", "until": "2026-06-15T14:00:00+24:00"}`, ""},
	{"acl misspelt field", "acl", `{"doc": "VLT-0001", "principal": "*", "untill": "2026-01-01T00:00:00Z"}`, ""},
	{"acl unknown doc", "acl", `{"doc": "VLT-0009", "principal": "*"}`, "the documents are in documents.jsonl, another file"},
	{"acl unknown user", "acl", `{"doc": "VLT-0001", "principal": "user:u-9"}`, "the users are in principals.jsonl, another file"},
	{"acl until before from", "acl", `{"doc": "VLT-0001", "principal": "*", "from": "2026-02-01T00:00:00Z", "until": "2026-01-01T00:00:00Z"}`, "comparing two times is beyond JSON Schema"},
	// principals.jsonl
	{"principal missing user", "principals", `{"name": "x"}`, ""},
	{"membership bad time", "principals", `{"user": "u-2", "groups": [{"group": "lit", "until": "tomorrow"}]}`, ""},
	{"membership misspelt", "principals", `{"user": "u-2", "groups": [{"group": "lit", "form": "2026-01-01"}]}`, ""},
	{"membership no group", "principals", `{"user": "u-2", "groups": [{"from": "2026-01-01"}]}`, ""},
	{"principal duplicate", "principals", `{"user": "u-1"}`, "uniqueness is across lines"},
	// vault.json
	{"bad chunk_tokens", "vault", `{"chunk_tokens": 2}`, ""},
	{"bad encoding", "vault", `{"encoding": "gpt2"}`, ""},
	{"bad id_pattern", "vault", `{"name": "t", "id_pattern": "VLT-[0-9"}`, "an RE2 pattern's validity is not a JSON Schema rule"},
	// case.json (checks/rubric/case_test.go)
	{"case not an object", "case", `["x"]`, ""},
	{"case missing title", "case", `{"instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m"}]}`, ""},
	{"case missing criteria", "case", `{"title": "t", "instructions": "q"}`, ""},
	{"case empty criteria", "case", `{"title": "t", "instructions": "q", "criteria": []}`, ""},
	{"case title not a string", "case", `{"title": 3, "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m"}]}`, ""},
	{"criterion missing match", "case", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x"}]}`, ""},
	{"unknown check", "case", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "check": "citations-exists"}]}`, ""},
	{"topic needed", "case", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "check": "passages-on-topic"}]}`, ""},
	{"case bad time", "case", `{"title": "t", "instructions": "q", "asked_at": "June 15", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m"}]}`, ""},
	{"is_negative not bool", "case", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "is_negative": "yes"}]}`, ""},
	{"duplicate criterion id", "case", `{"title": "t", "instructions": "q", "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m"}, {"id": "C-1", "title": "y", "match_criteria": "m"}]}`, "uniqueness of a key inside array items is beyond JSON Schema (uniqueItems compares whole items)"},
	{"case duplicate key", "case", "{\"title\": \"t\",\n\"title\": \"u\", \"instructions\": \"q\", \"criteria\": [{\"id\": \"C-1\", \"title\": \"x\", \"match_criteria\": \"m\"}]}", "a JSON parser keeps one of two equal keys before any schema sees them"},
	// responses (checks/rubric/response_test.go)
	{"no answer", "response", `{"run_id": "x"}`, ""},
	{"answer not a string", "response", `{"answer": 5}`, ""},
	{"blank answer", "response", `{"answer": " \n"}`, ""},
	{"response bad time", "response", `{"answer": "a", "asked_at": "yesterday"}`, ""},
	{"response time without zone", "response", `{"answer": "a", "asked_at": "2026-06-15T14:00:00"}`, ""},
	{"offset beyond 23:59", "response", `{"answer": "a", "asked_at": "2026-06-15T14:00:00+24:00"}`, ""},
	{"offset minute 60", "response", `{"answer": "a", "asked_at": "2026-06-15T14:00:00-23:60"}`, ""},
	{"trace not an array", "response", `{"answer": "a", "retrieved": {}}`, ""},
	{"trace null", "response", `{"answer": "a", "retrieved": null}`, ""},
	{"entry without chunk", "response", `{"answer": "a", "retrieved": [{"chunk_id": "VLT-0001#c1"}, {"rank": 2}]}`, ""},
	{"entry rank not an integer", "response", `{"answer": "a", "retrieved": [{"chunk_id": "VLT-0001#c1", "rank": "one"}]}`, ""},
	{"rank zero", "response", `{"answer": "a", "retrieved": [{"chunk_id": "VLT-0001#c1", "rank": 0}]}`, ""},
	{"unknown key askedAt", "response", `{"answer": "a", "askedAt": "2026-06-15T14:00:00Z"}`, ""},
	{"unknown key", "response", `{"answer": "a", "tokens": 12}`, ""},
	{"entry unknown key", "response", `{"answer": "a", "retrieved": [{"chunk_id": "VLT-0001#c1", "Chunk_Id": "VLT-0011#c2"}]}`, ""},
	{"entry doc without text", "response", `{"answer": "a", "retrieved": [{"chunk_id": "VLT-0001#c1", "doc": "VLT-0001"}]}`, ""},
	{"entry not an object", "response", `{"answer": "a", "retrieved": ["VLT-0001#c1"]}`, ""},
	{"metadata not an object", "response", `{"answer": "a", "metadata": [1]}`, ""},
	{"empty user", "response", `{"answer": "a", "user": ""}`, ""},
	{"user with spaces around", "response", `{"answer": "a", "user": " u-1"}`, ""},
	// expected files (checks/suite)
	{"verdict not pass or fail", "expected", `{"C-001": "passed"}`, ""},
	{"criterion key with underscore", "expected", `{"C-001": "pass", "C_002": "pass"}`, ""},
	{"lower-case criterion key", "expected", `{"C-001": "pass", "c-005": "fail"}`, ""},
	{"letter O for zero", "expected", `{"C-001": "pass", "C-0O1": "pass"}`, ""},
	{"nothing compared", "expected", `{"why": "no verdicts"}`, ""},
	{"known without reason", "expected", `{"C-001": {"verdict": "fail"}}`, ""},
	{"known with an unknown key", "expected", `{"C-001": {"verdict": "fail", "known": "x", "because": "y"}}`, ""},
	{"criterion the case lacks", "expected", `{"C-001": "pass", "C-099": "pass"}`, "which criteria exist is the case's to say, another file"},
}

// TestSchemasRefuseWhatLoadersRefuse: each refusal is refused by the real
// loader, and by the schema unless the table says why a schema cannot.
func TestSchemasRefuseWhatLoadersRefuse(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	schemas := compileSchemas(t)
	for _, r := range refusals {
		t.Run(r.name, func(t *testing.T) {
			if err := loadAs(t, r.schema, r.input); err == nil {
				t.Fatalf("the %s loader accepts %s", r.schema, r.input)
			}
			err := validate(t, schemas, r.schema, []byte(r.input))
			switch {
			case r.notInSchema == "" && err == nil:
				t.Errorf("the %s schema accepts what the loader refuses: %s", r.schema, r.input)
			case r.notInSchema != "" && err != nil:
				t.Errorf("the %s schema now refuses %s (%v): drop the note %q", r.schema, r.input, err, r.notInSchema)
			}
		})
	}
}

// loadAs runs input through the loader of the file the schema describes,
// in a small Vault or suite where everything else is valid.
func loadAs(t *testing.T, name, input string) error {
	t.Helper()
	dir := t.TempDir()
	if err := copyStarter(dir); err != nil {
		t.Fatal(err)
	}
	v := filepath.Join(dir, "vault")
	files := map[string]string{
		vault.ManifestFile:   `{"id_pattern": "VLT-[0-9]{4}"}`,
		vault.DocumentsFile:  `{"id": "VLT-0001", "title": "x", "text": "y"}` + "\n",
		vault.ACLFile:        "",
		vault.PrincipalsFile: `{"user": "u-1", "groups": [{"group": "lit"}]}` + "\n",
		"files/three.txt":    "three\n",
	}
	switch name {
	case "documents", "acl", "principals":
		file := map[string]string{"documents": vault.DocumentsFile, "acl": vault.ACLFile, "principals": vault.PrincipalsFile}[name]
		files[file] += input + "\n"
	case "vault":
		files[vault.ManifestFile] = input
	}
	for f, data := range files {
		if err := os.WriteFile(filepath.Join(v, f), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	switch name {
	case "case":
		_, err := rubric.ParseCase("case.json", []byte(input))
		return err
	case "response":
		_, err := rubric.ParseResponse("r.json", []byte(input))
		return err
	case "expected":
		if err := os.WriteFile(filepath.Join(dir, "expected", "answer.json"), []byte(input), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := suite.Load(dir, suite.LoadOptions{})
		return err
	}
	_, err := vault.LoadSource(v)
	return err
}

// TestSchemasAcceptWhatLoadersAccept: the forms the loaders accept that
// the fixtures do not all show are valid under the schemas too.
func TestSchemasAcceptWhatLoadersAccept(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	schemas := compileSchemas(t)
	for _, a := range []struct{ name, schema, input string }{
		{"page number as a string", "documents", `{"id": "VLT-0002", "title": "x", "first_page": "509", "text": "y"}`},
		{"pages", "documents", `{"id": "VLT-0002", "title": "x", "pages": [{"page": "iii", "text": "y"}, {"page": "4", "text": "z"}]}`},
		{"text_file", "documents", `{"id": "VLT-0002", "title": "x", "kind": "memo", "decided": "2026-03", "outcome": "vacated and remanded", "text_file": "files/three.txt"}`},
		{"a date for a time", "acl", `{"doc": "VLT-0001", "principal": "group:lit", "effect": "deny", "from": "2026-01-05"}`},
		{"fractional seconds and an offset", "acl", `{"doc": "VLT-0001", "principal": "user:u-1", "until": "2026-06-15T14:00:00.250+05:30"}`},
		{"year 1 and year 9999", "principals", `{"user": "u-2", "groups": [{"group": "lit", "from": "0001-01-01T00:00:00Z", "until": "9999-12-31T23:59:59Z"}]}`},
		{"an empty manifest", "vault", `{}`},
		{"a Harvey task with more keys", "case", `{"title": "t", "instructions": "q", "rubric_version": 2, "criteria": [{"id": "C-1", "title": "x", "match_criteria": "m", "weight": 1}]}`},
		{"a response with a trace and metadata", "response", `{"run_id": "a/b", "answer": "A [VLT-0001]", "retrieved": [{"chunk_id": "VLT-0001#c1", "rank": 1, "score": 0.5, "text": "y"}], "metadata": {"latency_ms": 12}}`},
		{"known difference and free text", "expected", `{"C-001": "pass", "C-004": {"verdict": "fail", "known": "the heuristic judge misses this"}, "why": "w", "tags": ["a"]}`},
	} {
		t.Run(a.name, func(t *testing.T) {
			if err := loadAs(t, a.schema, a.input); err != nil {
				t.Fatalf("the loader refuses it: %v", err)
			}
			if err := validate(t, schemas, a.schema, []byte(a.input)); err != nil {
				t.Errorf("the %s schema refuses what the loader accepts: %v", a.schema, err)
			}
		})
	}
}
