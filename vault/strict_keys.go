package vault

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// Every key of every Vault file is known (FORMATS.md: the Vault folder):
// encoding/json drops a key it does not know, so "citation" for
// "citations" or "date" for "decided" would vanish without a word and
// surface much later as a C-001 or C-005 failure. An unknown key is bad
// input naming the file, the line, the key and the key meant.

// jsonKeys lists the JSON keys of a struct's fields (their json tags),
// so the known keys of a file are its loader's fields and cannot drift
// from them when a field is added.
func jsonKeys(v any) []string {
	t := reflect.TypeOf(v)
	var keys []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			keys = append(keys, name)
		}
	}
	return keys
}

// unknownKeyError names an unknown key and, when one is near, the key
// meant.
func unknownKeyError(file string, line int, field, key string, known []string) *InputError {
	msg := fmt.Sprintf("unknown field %q; known fields: %s", key, strings.Join(known, ", "))
	if meant := nearestKey(key, known); meant != "" {
		msg = fmt.Sprintf("unknown field %q: did you mean %q? (known fields: %s)", key, meant, strings.Join(known, ", "))
	}
	return &InputError{File: file, Line: line, Field: field, Msg: msg}
}

// checkObjectKeys refuses the first key of obj (in sorted order, so the
// message is deterministic) that is not known. prefix is the field path
// of obj ("groups[0]"), "" for a line's top-level object.
func checkObjectKeys(file string, line int, prefix string, obj map[string]json.RawMessage, known []string) error {
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(known, k) {
			field := k
			if prefix != "" {
				field = prefix + "." + k
			}
			return unknownKeyError(file, line, field, k, known)
		}
	}
	return nil
}

// keySynonyms are the words people write for a known key; the
// suggestion is made only when the meant key is one of the file's.
var keySynonyms = map[string][]string{
	"decided":      {"date", "decisiondate", "datedecided", "decidedon", "decisiondated", "year"},
	"citations":    {"cite", "cites", "reporter", "reportercitation", "cites"},
	"aliases":      {"aka", "alsoknownas", "shortname", "shortnames", "names"},
	"title":        {"name", "casename", "caption"},
	"kind":         {"type", "category", "doctype"},
	"text":         {"body", "content", "contents", "fulltext"},
	"file":         {"path", "filepath", "document", "source", "pdf", "docx"},
	"first_page":   {"startpage", "pagestart", "start"},
	"last_page":    {"endpage", "pageend", "end"},
	"outcome":      {"holding", "disposition", "result"},
	"external_ids": {"externalid", "url", "urls", "uri", "uris", "fileid", "fileids", "storageuri", "ids"},
	"effect":       {"allow", "deny", "access", "permission", "grant"},
	"doc":          {"document", "docid", "documentid", "id"},
	"principal":    {"user", "group", "who", "subject"},
	"from":         {"start", "since", "begin", "begins", "validfrom"},
	"until":        {"to", "end", "expires", "ends", "validuntil", "till"},
	"user":         {"id", "userid", "username"},
	"groups":       {"memberships", "membership", "teams"},
	"group":        {"team", "name", "role"},
	"chunk_tokens": {"chunksize", "chunklength", "tokens", "chunktoken"},
	"id_pattern":   {"pattern", "idregex", "idformat", "idre"},
	"encoding":     {"tokenizer", "tiktoken", "bpe"},
}

// nearestKey is the known key a misspelt one was meant as, or "": the
// same key in another case or with other separators ("Citations",
// "first-page"), a synonym ("date" for "decided"), the singular or
// plural ("citation", "alias"), else one at most two edits away.
func nearestKey(key string, known []string) string {
	f := foldKey(key)
	for _, k := range known {
		if foldKey(k) == f {
			return k
		}
	}
	for _, k := range known {
		if slices.Contains(keySynonyms[k], f) {
			return k
		}
	}
	for _, k := range known {
		fk := foldKey(k)
		if fk == f+"s" || fk == f+"es" || f == fk+"s" || strings.TrimSuffix(fk, "es") == strings.TrimSuffix(f, "s") {
			return k
		}
	}
	best, bestD := "", 3
	for _, k := range known {
		if d := textnorm.EditDistance(f, foldKey(k)); d < bestD && len(f) > d+1 {
			best, bestD = k, d
		}
	}
	return best
}

// foldKey is a key without case, '_', '-', '.' or spaces.
func foldKey(k string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '_', '-', ' ', '.':
			return -1
		}
		return unicode.ToLower(r)
	}, k)
}

// multiLineObject explains the error of a line that opens a JSON object
// (or array) it does not close: the file was pretty-printed, or is one
// JSON document, where JSON Lines holds one object per line.
func multiLineObject(file string, l jsonLine) *InputError {
	t := bytes.TrimSpace(l.data)
	what := "a JSON object starts on this line and does not end on it"
	if len(t) > 0 && t[0] == '[' {
		what = "a JSON array starts on this line"
	}
	return &InputError{File: file, Line: l.n, Msg: "malformed JSON: " + what + ": this file holds one JSON object per line (JSON Lines), so a pretty-printed or multi-line object cannot be read; write each object on one line (for example with jq -c)"}
}

// manifestKeys are vault.json's keys.
var manifestKeys = jsonKeys(Manifest{})

// checkManifestKeys refuses an unknown key of vault.json, naming the
// line it is on.
func checkManifestKeys(path string, data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil // not an object: the typed decode reports it
	}
	for dec.More() {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return nil
		}
		key, _ := tok.(string)
		if !slices.Contains(manifestKeys, key) {
			line, _ := lineCol(data, int(off)+bytes.IndexByte(data[off:], '"')+1)
			return unknownKeyError(path, line, key, key, manifestKeys)
		}
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil
		}
	}
	return nil
}

// documentKeys are documents.jsonl's keys: rawDocument's fields.
var documentKeys = jsonKeys(rawDocument{})

// pageKeys are the keys of one entry of a document's "pages".
var pageKeys = jsonKeys(Page{})

// checkPageKeys refuses an unknown key inside a "pages" entry.
func checkPageKeys(path string, l jsonLine) error {
	var obj struct {
		Pages []map[string]json.RawMessage `json:"pages"`
	}
	if json.Unmarshal(l.data, &obj) != nil {
		return nil // the typed decode already accepted the line
	}
	for i, p := range obj.Pages {
		if err := checkObjectKeys(path, l.n, fmt.Sprintf("pages[%d]", i), p, pageKeys); err != nil {
			return err
		}
	}
	return nil
}
