package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// The bad-input catalogue (issue 8): every loader and command family fed
// malformed input through the real CLI entry point run(). Each entry must
// exit with the documented code (FORMATS.md, "Exit codes": 2 bad input, 3 unreadable
// index), say where the problem is (file, line, field) in one message,
// never panic, and write nothing: no results files, no index.

const catFixture = "../../fixtures/forum-selection"

// catWorld is one entry's private copy of the fixture suite.
type catWorld struct {
	t     *testing.T
	root  string // temporary folder holding everything
	vault string // root/vault: a copy of the fixture Vault source
	cas   string // root/case.json: the fixture case, "vault": "vault"
	out   string // root/out: where grade would write results
	idx   string // root/index: where vault build would write
}

func newCatWorld(t *testing.T) *catWorld {
	t.Helper()
	root := t.TempDir()
	w := &catWorld{t: t, root: root, vault: filepath.Join(root, "vault"), cas: filepath.Join(root, "case.json"),
		out: filepath.Join(root, "out"), idx: filepath.Join(root, "index")}
	catCopyDir(t, filepath.Join(catFixture, "vault"), w.vault)
	data, err := os.ReadFile(filepath.Join(catFixture, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	w.write("case.json", string(data))
	return w
}

// write writes root/name (creating folders) and returns its path.
func (w *catWorld) write(name, content string) string {
	w.t.Helper()
	p := filepath.Join(w.root, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		w.t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		w.t.Fatal(err)
	}
	return p
}

// appendLine adds a line to a file of the Vault copy and returns the new
// line's number.
func (w *catWorld) appendLine(file, line string) int {
	w.t.Helper()
	p := filepath.Join(w.vault, file)
	data, err := os.ReadFile(p)
	if err != nil {
		w.t.Fatal(err)
	}
	if len(data) > 0 && data[len(data)-1] != '\n' {
		data = append(data, '\n')
	}
	n := bytes.Count(data, []byte{'\n'}) + 1
	data = append(data, line+"\n"...)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		w.t.Fatal(err)
	}
	return n
}

// editCase rewrites the case JSON through edit.
func (w *catWorld) editCase(edit func(m map[string]any)) {
	w.t.Helper()
	data, err := os.ReadFile(w.cas)
	if err != nil {
		w.t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		w.t.Fatal(err)
	}
	edit(m)
	out, _ := json.MarshalIndent(m, "", "  ")
	w.write("case.json", string(out))
}

// response writes a response (FORMATS.md, "The response and its
// retrieval trace") built from the fixture's clean answer with edit
// applied, and returns its path.
func (w *catWorld) response(name string, edit func(m map[string]any)) string {
	w.t.Helper()
	m := map[string]any{
		"run_id":   "catalogue/" + strings.TrimSuffix(name, filepath.Ext(name)),
		"user":     "u-assoc-17",
		"asked_at": "2026-06-15T14:00:00Z",
		"answer":   "Forum-selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).",
		"retrieved": []any{
			map[string]any{"chunk_id": "VLT-0001#c1", "rank": 1},
			map[string]any{"chunk_id": "VLT-0001#c4", "rank": 2},
		},
	}
	if edit != nil {
		edit(m)
	}
	out, _ := json.MarshalIndent(m, "", "  ")
	return w.write(name, string(out))
}

// grade is the argument list of a grade run of responses.
func (w *catWorld) grade(responses ...string) []string {
	args := append([]string{"grade"}, responses...)
	return append(args, "--case", w.cas, "--out", w.out, "--judge", "heuristic", "--no-judge-cache")
}

// build is the argument list of `vault build` of the Vault copy.
func (w *catWorld) build() []string {
	return []string{"vault", "build", w.vault, "--out", w.idx}
}

func catCopyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// catEntry is one malformed input: setup builds it and returns the
// command line and the substrings the message must hold (the place).
type catEntry struct {
	name  string
	setup func(w *catWorld) (args []string, want []string)
	code  int
}

func jsonlLine(file string, n int) string { return fmt.Sprintf("%s:%d", file, n) }

func catVaultEntries() []catEntry {
	docs, acl, prin := vault.DocumentsFile, vault.ACLFile, vault.PrincipalsFile
	doc := func(w *catWorld, line string) ([]string, []string) {
		n := w.appendLine(docs, line)
		return w.build(), []string{jsonlLine(docs, n)}
	}
	withField := func(f func(w *catWorld) ([]string, []string), more ...string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			a, want := f(w)
			return a, append(want, more...)
		}
	}
	aclLine := func(line string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			n := w.appendLine(acl, line)
			return w.build(), []string{jsonlLine(acl, n)}
		}
	}
	prinLine := func(line string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			n := w.appendLine(prin, line)
			return w.build(), []string{jsonlLine(prin, n)}
		}
	}
	manifest := func(content string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			w.write("vault/vault.json", content)
			return w.build(), []string{vault.ManifestFile}
		}
	}
	return []catEntry{
		{"vault/documents truncated line", func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "title": "Trunc`)
		}, 2},
		{"vault/documents id wrong type", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": 99, "title": "T", "text": "x"}`)
		}, `"id"`), 2},
		{"vault/documents citations wrong type", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "title": "T", "citations": "407 U.S. 1", "text": "x"}`)
		}, `citations`), 2},
		{"vault/documents missing title", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "text": "x"}`)
		}, `"title"`, "missing"), 2},
		{"vault/documents duplicate id", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0001", "title": "Again", "text": "x"}`)
		}, "duplicate id", "VLT-0001"), 2},
		{"vault/documents invalid UTF-8", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, "{\"id\": \"VLT-0099\", \"title\": \"T\xff\", \"text\": \"x\"}")
		}, "invalid UTF-8"), 2},
		{"vault/documents two values on a line", func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "title": "T", "text": "x"} {"id": "VLT-0098"}`)
		}, 2},
		{"vault/documents unknown kind", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "title": "T", "kind": "opinion", "text": "x"}`)
		}, `"kind"`), 2},
		{"vault/documents text and text_file", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "title": "T", "text": "x", "text_file": "files/bremen-v-zapata.txt"}`)
		}, "exactly one of"), 2},
		{"vault/documents id against id_pattern", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "DOC-1", "title": "T", "text": "x"}`)
		}, `"id"`, "id_pattern"), 2},
		{"vault/text_file escapes with ..", withField(func(w *catWorld) ([]string, []string) {
			w.write("secret.txt", "outside the vault")
			return doc(w, `{"id": "VLT-0099", "title": "T", "text_file": "../secret.txt"}`)
		}, `"text_file"`, "outside the Vault folder"), 2},
		{"vault/text_file absolute path", withField(func(w *catWorld) ([]string, []string) {
			p := w.write("secret.txt", "outside the vault")
			return doc(w, fmt.Sprintf(`{"id": "VLT-0099", "title": "T", "text_file": %q}`, p))
		}, `"text_file"`, "relative"), 2},
		{"vault/text_file symlink out of the folder", withField(func(w *catWorld) ([]string, []string) {
			p := w.write("secret.txt", "outside the vault")
			if err := os.Symlink(p, filepath.Join(w.vault, "files", "innocent.txt")); err != nil {
				w.t.Fatal(err)
			}
			return doc(w, `{"id": "VLT-0099", "title": "T", "text_file": "files/innocent.txt"}`)
		}, `"text_file"`, "leads outside"), 2},
		{"vault/text_file through a symlinked folder", withField(func(w *catWorld) ([]string, []string) {
			w.write("elsewhere/secret.txt", "outside the vault")
			if err := os.Symlink(filepath.Join(w.root, "elsewhere"), filepath.Join(w.vault, "more")); err != nil {
				w.t.Fatal(err)
			}
			return doc(w, `{"id": "VLT-0099", "title": "T", "text_file": "more/secret.txt"}`)
		}, `"text_file"`, "leads outside"), 2},
		{"vault/text_file missing", withField(func(w *catWorld) ([]string, []string) {
			return doc(w, `{"id": "VLT-0099", "title": "T", "text_file": "files/nope.txt"}`)
		}, `"text_file"`, "does not exist"), 2},
		{"vault/documents.jsonl missing", func(w *catWorld) ([]string, []string) {
			os.Remove(filepath.Join(w.vault, docs))
			return w.build(), []string{docs}
		}, 2},
		{"vault/acl dangling document", withField(aclLine(`{"doc": "VLT-9999", "principal": "*", "effect": "allow"}`), `"doc"`, "VLT-9999"), 2},
		{"vault/acl misspelt field", withField(aclLine(`{"doc": "VLT-0001", "principal": "*", "untill": "2026-01-01T00:00:00Z"}`), `"untill"`), 2},
		{"vault/acl impossible date", withField(aclLine(`{"doc": "VLT-0001", "principal": "*", "from": "2026-02-30T00:00:00Z"}`), `"from"`), 2},
		{"vault/acl year 10000", withField(aclLine(`{"doc": "VLT-0001", "principal": "*", "until": "10000-01-01T00:00:00Z"}`), `"until"`), 2},
		{"vault/acl until before from", withField(aclLine(`{"doc": "VLT-0001", "principal": "*", "from": "2026-06-01T00:00:00Z", "until": "2026-05-01T00:00:00Z"}`), `"until"`), 2},
		{"vault/acl unknown effect", withField(aclLine(`{"doc": "VLT-0001", "principal": "*", "effect": "maybe"}`), `"effect"`), 2},
		{"vault/acl truncated line", aclLine(`{"doc": "VLT-0001", "princ`), 2},
		{"vault/principals groups wrong type", withField(prinLine(`{"user": "u-new", "groups": "litigation"}`), "groups"), 2},
		{"vault/principals duplicate user", withField(prinLine(`{"user": "u-assoc-17", "groups": []}`), "u-assoc-17"), 2},
		{"vault/principals impossible month", withField(prinLine(`{"user": "u-new", "groups": [{"group": "g", "from": "2026-13-01T00:00:00Z"}]}`), "from"), 2},
		{"vault/manifest invalid id_pattern", withField(manifest(`{"name": "x", "id_pattern": "VLT-[0-9"}`), `"id_pattern"`), 2},
		{"vault/manifest malformed JSON", manifest(`{"name": "x", `), 2},
		{"vault/manifest chunk_tokens wrong type", withField(manifest(`{"name": "x", "chunk_tokens": "many"}`), `"chunk_tokens"`), 2},
	}
}

func catCaseEntries() []catEntry {
	caseWith := func(edit func(m map[string]any), want ...string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			w.editCase(edit)
			return w.grade(w.response("r.json", nil)), append([]string{"case.json"}, want...)
		}
	}
	crit := func(m map[string]any, i int) map[string]any { return m["criteria"].([]any)[i].(map[string]any) }
	return []catEntry{
		{"case/truncated JSON", func(w *catWorld) ([]string, []string) {
			w.write("case.json", `{"title": "T", "instructions": "I", "criteria": [`)
			return w.grade(w.response("r.json", nil)), []string{"case.json:1", "malformed JSON"}
		}, 2},
		{"case/binds an unknown check", caseWith(func(m map[string]any) { crit(m, 0)["check"] = "citations-exists" },
			"criteria[0].check", `unknown check "citations-exists"`), 2},
		{"case/duplicate criterion id", caseWith(func(m map[string]any) { crit(m, 1)["id"] = "C-001" },
			"criteria[1].id", "duplicate"), 2},
		{"case/impossible asked_at", caseWith(func(m map[string]any) { m["asked_at"] = "2026-02-30T14:00:00Z" }, "asked_at"), 2},
		{"case/asked_at year 10000", caseWith(func(m map[string]any) { m["asked_at"] = "10000-06-15T14:00:00Z" }, "asked_at"), 2},
		{"case/criteria wrong type", caseWith(func(m map[string]any) { m["criteria"] = map[string]any{"id": "C-001"} }, "criteria"), 2},
		{"case/criterion is_negative wrong type", caseWith(func(m map[string]any) { crit(m, 3)["is_negative"] = "yes" }, "criteria[3].is_negative"), 2},
		{"case/missing instructions", caseWith(func(m map[string]any) { delete(m, "instructions") }, "instructions"), 2},
		{"case/topic check without terms", caseWith(func(m map[string]any) { delete(m, "topic") }, "topic.terms"), 2},
		{"case/invalid UTF-8", func(w *catWorld) ([]string, []string) {
			w.write("case.json", "{\n\"title\": \"T\xc3\",\n\"instructions\": \"I\", \"criteria\": []}")
			return w.grade(w.response("r.json", nil)), []string{"case.json:2", "UTF-8"}
		}, 2},
		{"case/vault folder missing", func(w *catWorld) ([]string, []string) {
			w.editCase(func(m map[string]any) { m["vault"] = "no-such-vault" })
			return w.grade(w.response("r.json", nil)), []string{"no-such-vault", "no such Vault folder"}
		}, 2},
		{"case/file missing", func(w *catWorld) ([]string, []string) {
			os.Remove(w.cas)
			return w.grade(w.response("r.json", nil)), []string{"case.json"}
		}, 2},
	}
}

func catResponseEntries() []catEntry {
	resp := func(edit func(m map[string]any), want ...string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			return w.grade(w.response("r.json", edit)), append([]string{"r.json"}, want...)
		}
	}
	raw := func(name, content string, want ...string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			return w.grade(w.write(name, content)), append([]string{name}, want...)
		}
	}
	return []catEntry{
		{"response/truncated JSON", raw("r.json", "{\n\"answer\": \"See [VLT-0001].\",\n\"retrieved\": [", "r.json:3", "malformed JSON"), 2},
		{"response/answer wrong type", resp(func(m map[string]any) { m["answer"] = 42 }, "answer", "string"), 2},
		{"response/answer missing", resp(func(m map[string]any) { delete(m, "answer") }, "answer", "missing"), 2},
		{"response/empty answer", resp(func(m map[string]any) { m["answer"] = "  \n " }, "answer", "empty"), 2},
		{"response/empty Markdown answer", raw("blank.md", "\n\n   \n", "answer", "empty"), 2},
		{"response/trace entry without chunk_id", resp(func(m map[string]any) {
			m["retrieved"] = []any{map[string]any{"chunk_id": "VLT-0001#c1"}, map[string]any{"rank": 2}}
		}, "retrieved[1].chunk_id"), 2},
		{"response/trace null", resp(func(m map[string]any) { m["retrieved"] = nil }, "retrieved"), 2},
		{"response/trace chunk_id wrong type", resp(func(m map[string]any) {
			m["retrieved"] = []any{map[string]any{"chunk_id": 3}}
		}, "retrieved[0]"), 2},
		{"response/impossible asked_at", resp(func(m map[string]any) { m["asked_at"] = "2026-02-30T14:00:00Z" }, "asked_at"), 2},
		{"response/asked_at year 10000", resp(func(m map[string]any) { m["asked_at"] = "10000-01-01T00:00:00Z" }, "asked_at"), 2},
		{"response/duplicate key", raw("r.json", "{\"answer\": \"a [VLT-0001]\",\n\"answer\": \"b\"}", "r.json:2", "duplicate key"), 2},
		{"response/invalid UTF-8 JSON", raw("r.json", "{\"user\": \"u-assoc-17\",\n\"answer\": \"407 U.S. 1\xff\"}", "r.json:2", "UTF-8"), 2},
		{"response/invalid UTF-8 Markdown", raw("a.md", "Fine line.\n407 U.\xc0S. 1\n", "a.md:2", "UTF-8"), 2},
		{"response/file missing", func(w *catWorld) ([]string, []string) {
			return w.grade(filepath.Join(w.root, "nope.json")), []string{"nope.json"}
		}, 2},
		{"response/50 MB answer", func(w *catWorld) ([]string, []string) {
			p := filepath.Join(w.root, "huge.md")
			f, err := os.Create(p)
			if err != nil {
				w.t.Fatal(err)
			}
			line := []byte("Forum-selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n")
			chunk := bytes.Repeat(line, (1<<20)/len(line))
			for written := 0; written < 50<<20; written += len(chunk) {
				if _, err := f.Write(chunk); err != nil {
					w.t.Fatal(err)
				}
			}
			f.Close()
			return w.grade(p), []string{"huge.md", "larger than the limit"}
		}, 2},
		{"response/5 MiB answer in JSON", resp(func(m map[string]any) {
			m["answer"] = strings.Repeat("The clause is valid. ", (5<<20)/21)
		}, "answer", "longer than the limit"), 2},
		{"response/100,000 citations", resp(func(m map[string]any) {
			m["answer"] = "Forum-selection clauses are valid. " + strings.Repeat("407 U.S. 1; ", 100000)
		}, "answer", "citation candidates", "limit of 20000"), 2}, // extraction stops early: the count is a lower bound
		{"response/reference markers carrying citations past the limit", resp(func(m map[string]any) {
			var b strings.Builder
			for i := 0; i < 100; i++ {
				b.WriteString("Clause " + strconv.Itoa(i) + " is valid [1-21].\n\n")
			}
			b.WriteString("## Sources\n\n")
			for i := 1; i <= 21; i++ {
				b.WriteString(strconv.Itoa(i) + ". " + strings.Repeat("[VLT-0001, p. 10] ", 900) + "\n")
			}
			m["answer"] = b.String()
		}, "answer", "reference markers would carry", "limit of 20000"), 2}, // issue 22.10: 3.2 GB before
		{"response/duplicate run IDs", func(w *catWorld) ([]string, []string) {
			same := func(m map[string]any) { m["run_id"] = "catalogue/same" }
			return w.grade(w.response("one.json", same), w.response("two.json", same)), []string{"two.json", "run_id"}
		}, 2},
		{"response/trace file malformed", func(w *catWorld) ([]string, []string) {
			tr := w.write("trace.json", "[{\"chunk_id\": \"VLT-0001#c1\"},\n{\"chunk_id\": ]")
			md := w.write("a.md", "Forum-selection clauses are prima facie valid [VLT-0001, p. 10].\n")
			return append(w.grade(md), "--user", "u-assoc-17", "--at", "2026-06-15T14:00:00Z", "--retrieved", tr), []string{"trace.json"}
		}, 2},
		{"response/--at impossible", func(w *catWorld) ([]string, []string) {
			return append(w.grade(w.response("r.json", nil)), "--at", "2026-02-30T00:00:00Z"), []string{"--at"}
		}, 2},
		// Issue 11: keys are exact and known (encoding/json matches keys
		// case-insensitively and drops unknown ones), nobody is graded
		// as no one, and offsets past +-23:59 are not times.
		{"response/unknown key askedAt", resp(func(m map[string]any) {
			delete(m, "asked_at")
			m["askedAt"] = "2020-01-01T00:00:00Z"
		}, "askedAt", `did you mean "asked_at"`), 2},
		{"response/key in another case User", resp(func(m map[string]any) { m["User"] = "u-partner-02" }, "User", `"user"`), 2},
		{"response/trace key Chunk_Id beside chunk_id", resp(func(m map[string]any) {
			m["retrieved"] = []any{map[string]any{"chunk_id": "VLT-0001#c4", "Chunk_Id": "VLT-0011#c999"}}
		}, "retrieved[0].Chunk_Id"), 2},
		{"response/trace entry unknown key", resp(func(m map[string]any) {
			m["retrieved"] = []any{map[string]any{"chunk_id": "VLT-0001#c4", "doc_text": "forum selection"}}
		}, "retrieved[0].doc_text", "unknown key"), 2},
		{"response/metadata not an object", resp(func(m map[string]any) { m["metadata"] = "tokens=12" }, "metadata", "JSON object"), 2},
		{"response/asked_at offset +24:00", resp(func(m map[string]any) { m["asked_at"] = "2026-06-15T14:00:00+24:00" }, "asked_at", "+24:00"), 2},
		{"response/asked_at offset -23:60", resp(func(m map[string]any) { m["asked_at"] = "2026-06-15T14:00:00-23:60" }, "asked_at", "-23:60"), 2},
		{"response/--at offset +24:00", func(w *catWorld) ([]string, []string) {
			return append(w.grade(w.response("r.json", nil)), "--at", "2026-06-15T14:00:00+24:00"), []string{"--at", "+24:00"}
		}, 2},
		{"response/no user anywhere", func(w *catWorld) ([]string, []string) {
			w.editCase(func(m map[string]any) { delete(m, "user") })
			return w.grade(w.response("r.json", func(m map[string]any) { delete(m, "user") })), []string{"r.json", "user", "no requesting user"}
		}, 2},
		{"response/no time anywhere", func(w *catWorld) ([]string, []string) {
			w.editCase(func(m map[string]any) { delete(m, "asked_at") })
			return w.grade(w.response("r.json", func(m map[string]any) { delete(m, "asked_at") })), []string{"r.json", "asked_at"}
		}, 2},
		{"response/trace file unknown key", func(w *catWorld) ([]string, []string) {
			tr := w.write("trace.json", "{\"retrieved\": [{\"chunk_id\": \"VLT-0001#c4\"}],\n\"Question\": \"q\"}")
			md := w.write("a.md", "Forum-selection clauses are prima facie valid [VLT-0001, p. 10].\n")
			return append(w.grade(md), "--user", "u-assoc-17", "--at", "2026-06-15T14:00:00Z", "--retrieved", tr), []string{"trace.json:2", "Question"}
		}, 2},
	}
}

func catIndexEntries() []catEntry {
	// damaged builds a good index, then breaks it with damage.
	damaged := func(damage func(w *catWorld), want ...string) func(w *catWorld) ([]string, []string) {
		return func(w *catWorld) ([]string, []string) {
			var out, errb bytes.Buffer
			if code := run(context.Background(), []string{"vault", "build", w.vault, "--out", w.idx}, strings.NewReader(""), &out, &errb); code != 0 {
				w.t.Fatalf("building the index: exit %d: %s", code, errb.String())
			}
			damage(w)
			return append(w.grade(w.response("r.json", nil)), "--vault", w.idx), append([]string{"index"}, want...)
		}
	}
	truncate := func(rel string, keep func(int64) int64) func(w *catWorld) {
		return func(w *catWorld) {
			p := filepath.Join(w.idx, rel)
			st, err := os.Stat(p)
			if err != nil {
				w.t.Fatal(err)
			}
			if err := os.Truncate(p, keep(st.Size())); err != nil {
				w.t.Fatal(err)
			}
		}
	}
	return []catEntry{
		{"index/meta.bin truncated", damaged(truncate("meta.bin", func(n int64) int64 { return n / 2 }), "meta.bin"), 3},
		{"index/marker corrupted", damaged(func(w *catWorld) {
			os.WriteFile(filepath.Join(w.idx, "citecheck-index.json"), []byte(`{"format": 1, "documents": `), 0o644)
		}, "citecheck-index.json"), 3},
		{"index/marker counts wrong", damaged(func(w *catWorld) {
			var mk map[string]any
			json.Unmarshal([]byte(catRead(w.t, filepath.Join(w.idx, "citecheck-index.json"))), &mk)
			mk["chunks"] = 5
			b, _ := json.Marshal(mk)
			os.WriteFile(filepath.Join(w.idx, "citecheck-index.json"), b, 0o644)
		}, "chunks"), 3},
		{"index/bleve segment damaged", damaged(func(w *catWorld) {
			// Zero out every file of the bleve folder: the index is unreadable.
			filepath.WalkDir(filepath.Join(w.idx, "bleve"), func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					os.Truncate(p, 0)
				}
				return nil
			})
		}), 3},
		{"index/--vault names a file", func(w *catWorld) ([]string, []string) {
			p := w.write("not-a-folder.txt", "x")
			return append(w.grade(w.response("r.json", nil)), "--vault", p), []string{"not-a-folder.txt"}
		}, 2},
	}
}

func catCommandEntries() []catEntry {
	return []catEntry{
		{"grade/--show-denied with --redact-denied", func(w *catWorld) ([]string, []string) {
			return append(w.grade(w.response("r.json", nil)), "--show-denied", "--redact-denied"), []string{"--show-denied", "--redact-denied"}
		}, 2},
		{"grade/--require-trace without a trace", func(w *catWorld) ([]string, []string) {
			return append(w.grade(w.response("r.json", func(m map[string]any) { delete(m, "retrieved") })), "--require-trace"), []string{"r.json", "retrieved", "--require-trace"}
		}, 2},
		{"extract/50 MB answer", func(w *catWorld) ([]string, []string) {
			p := filepath.Join(w.root, "huge.md")
			if err := os.WriteFile(p, bytes.Repeat([]byte("407 U.S. 1, 10. "), (50<<20)/16), 0o644); err != nil {
				w.t.Fatal(err)
			}
			return []string{"extract", p}, []string{"huge.md", "larger than the limit"}
		}, 2},
		{"extract/100,000 citations", func(w *catWorld) ([]string, []string) {
			p := w.write("many.md", strings.Repeat("407 U.S. 1; ", 100000))
			return []string{"extract", p}, []string{"many.md", "more than", "citation candidates"}
		}, 2},
		{"extract/invalid UTF-8", func(w *catWorld) ([]string, []string) {
			p := w.write("bad.md", "ok\nbad \xff here\n")
			return []string{"extract", p}, []string{"bad.md:2", "UTF-8"}
		}, 2},
		{"vault access/impossible time", func(w *catWorld) ([]string, []string) {
			return []string{"vault", "access", "--user", "u-assoc-17", "--at", "2026-02-30T00:00:00Z", "VLT-0001", "--vault", w.vault}, []string{"2026-02-30"}
		}, 2},
		{"grade/unknown flag", func(w *catWorld) ([]string, []string) {
			return append(w.grade(w.response("r.json", nil)), "--no-such-flag"), []string{"no-such-flag"}
		}, 2},
		{"grade/--case missing", func(w *catWorld) ([]string, []string) {
			return []string{"grade", w.response("r.json", nil), "--out", w.out}, []string{"--case"}
		}, 2},
		{"test/expected verdict not pass or fail", func(w *catWorld) ([]string, []string) {
			suite := filepath.Join(w.root, "suite")
			w.write("suite/case.json", strings.Replace(catRead(w.t, w.cas), `"vault": "vault"`, `"vault": "../vault"`, 1))
			w.response("suite/responses/one.json", nil)
			w.write("suite/expected/one.json", "{\n\"C-001\": \"maybe\"}")
			return []string{"test", suite}, []string{"expected/one.json:2", "C-001"}
		}, 2},
		{"test/expected key misspelt c-005", func(w *catWorld) ([]string, []string) {
			suite := filepath.Join(w.root, "suite")
			w.write("suite/case.json", strings.Replace(catRead(w.t, w.cas), `"vault": "vault"`, `"vault": "../vault"`, 1))
			w.response("suite/responses/one.json", nil)
			w.write("suite/expected/one.json", "{\"C-001\": \"pass\",\n\"c-005\": \"fail\"}")
			return []string{"test", suite}, []string{"expected/one.json:2", "c-005", `did you mean "C-005"`}
		}, 2},
		{"test/expected file compares nothing", func(w *catWorld) ([]string, []string) {
			suite := filepath.Join(w.root, "suite")
			w.write("suite/case.json", strings.Replace(catRead(w.t, w.cas), `"vault": "vault"`, `"vault": "../vault"`, 1))
			w.response("suite/responses/one.json", nil)
			w.write("suite/expected/one.json", `{"why": "verdicts forgotten"}`)
			return []string{"test", suite}, []string{"expected/one.json", "compares nothing"}
		}, 2},
		{"test/response of the suite malformed", func(w *catWorld) ([]string, []string) {
			suite := filepath.Join(w.root, "suite")
			w.write("suite/case.json", strings.Replace(catRead(w.t, w.cas), `"vault": "vault"`, `"vault": "../vault"`, 1))
			w.write("suite/responses/one.json", "{\"answer\": 1}")
			w.write("suite/expected/one.json", `{"C-001": "pass"}`)
			return []string{"test", suite}, []string{"responses/one.json", "answer"}
		}, 2},
	}
}

func catRead(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestBadInputCatalogue runs every entry through run() and checks the
// exit code, the message's place, the absence of a panic and that nothing
// was written.
func TestBadInputCatalogue(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	var all []catEntry
	for _, fam := range [][]catEntry{catVaultEntries(), catCaseEntries(), catResponseEntries(), catIndexEntries(), catCommandEntries()} {
		all = append(all, fam...)
	}
	if len(all) < 40 {
		t.Fatalf("the catalogue holds %d entries; issue 8 asks for at least 40", len(all))
	}
	for _, e := range all {
		t.Run(e.name, func(t *testing.T) {
			w := newCatWorld(t)
			args, want := e.setup(w)
			var stdout, stderr bytes.Buffer
			code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
			msg := stderr.String()
			if code != e.code {
				t.Errorf("exit %d, want %d\nstderr: %s\nstdout: %.400s", code, e.code, msg, stdout.String())
			}
			if strings.Contains(msg, "panic") || strings.Contains(msg, "goroutine ") {
				t.Errorf("panic in the message: %s", msg)
			}
			if strings.Count(strings.TrimSpace(msg), "\n") > 2 {
				t.Errorf("want one clear message, got:\n%s", msg)
			}
			for _, s := range want {
				if !strings.Contains(msg, s) {
					t.Errorf("message does not name %q:\n%s", s, msg)
				}
			}
			// No partial output: no results file, no index.
			filepath.WalkDir(w.out, func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					t.Errorf("a failed run wrote %s", p)
				}
				return nil
			})
			if args[0] == "vault" && args[1] == "build" && vault.IsBuiltIndex(w.idx) {
				t.Errorf("a failed build left an index in %s", w.idx)
			}
		})
	}
}

// TestRunIDCannotEscape grades responses whose run IDs try to leave the
// results folder ("..", absolute paths, backslashes): every file written
// lies under OUT/results, and nothing appears outside OUT.
func TestRunIDCannotEscape(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	w := newCatWorld(t)
	ids := []string{"../../escaped", "/tmp/absolute/run", `..\..\windows`, "a/../../b", "./.", ""}
	var responses []string
	for i, id := range ids {
		id := id
		responses = append(responses, w.response(fmt.Sprintf("r%d.json", i), func(m map[string]any) { m["run_id"] = id }))
	}
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), w.grade(responses...), strings.NewReader(""), &stdout, &stderr)
	if code != exitOK && code != exitFailed {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	results := filepath.Join(w.out, "results") + string(filepath.Separator)
	n := 0
	filepath.WalkDir(w.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Base(p) != "scores.json" {
			return nil
		}
		n++
		if !strings.HasPrefix(p, results) {
			t.Errorf("scores.json written outside %s: %s", results, p)
		}
		return nil
	})
	if n != len(ids) {
		t.Errorf("%d scores.json files for %d responses", n, len(ids))
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(w.root), "escaped")); err == nil {
		t.Errorf("a run ID escaped to %s", filepath.Join(filepath.Dir(w.root), "escaped"))
	}
}

// TestSuiteOrphanExpectedIsNamed: an expected file whose response does
// not exist (a dangling reference in a regression suite) is not silently
// ignored: the run names both files. (It is a warning, not an error, by
// design of `citecheck test`: the other responses are still compared.)
func TestSuiteOrphanExpectedIsNamed(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	w := newCatWorld(t)
	suite := filepath.Join(w.root, "suite")
	w.write("suite/case.json", strings.Replace(catRead(t, w.cas), `"vault": "vault"`, `"vault": "../vault"`, 1))
	w.response("suite/responses/one.json", nil)
	w.write("suite/expected/one.json", `{"C-001": "pass"}`)
	w.write("suite/expected/ghost.json", `{"C-001": "pass"}`)
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"test", suite, "--judge", "heuristic", "--no-judge-cache"}, strings.NewReader(""), &stdout, &stderr)
	all := stdout.String() + stderr.String()
	if code == exitInfra || strings.Contains(all, "panic") {
		t.Fatalf("exit %d: %s", code, all)
	}
	for _, want := range []string{filepath.Join("expected", "ghost.json"), filepath.Join("responses", "ghost.json")} {
		if !strings.Contains(all, want) {
			t.Errorf("the run does not name %s:\n%s", want, all)
		}
	}
}
