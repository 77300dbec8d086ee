package rubric

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/citecheck/citecheck/vault"
)

// LoadCase reads a case (rubric) file (FORMATS.md: the case file): a Harvey-Labs task.json
// (title, instructions, criteria with id, title, match_criteria) plus the
// citecheck keys is_negative, check, topic, vault, user and asked_at.
// Unknown top-level and criterion keys are ignored (Harvey files carry
// more); unknown check names and duplicate criterion IDs are rejected, so
// a typo never silently turns a deterministic criterion into a judge one.
// Every error is an *InputError naming file, line and field.
func LoadCase(path string) (*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &InputError{File: path, Msg: "cannot read case file: " + err.Error()}
	}
	return ParseCase(path, data)
}

// ParseCase parses case data read from path (used for error messages and
// to resolve the vault path).
func ParseCase(path string, data []byte) (*Case, error) {
	if err := checkUTF8(path, data); err != nil {
		return nil, err
	}
	fields, err := objectFields(data, 0, path, "")
	if err != nil {
		return nil, err
	}
	c := &Case{Path: path, Hash: hashBytes(data)}
	have := map[string]field{}
	for _, f := range fields {
		have[f.Key] = f
	}
	bad := func(f field, name, format string, args ...any) error {
		return &InputError{File: path, Line: f.Line, Field: name, Msg: fmt.Sprintf(format, args...)}
	}
	for _, req := range []string{"title", "instructions", "criteria"} {
		if _, ok := have[req]; !ok {
			return nil, &InputError{File: path, Line: 1, Field: req, Msg: "required key missing"}
		}
	}
	strs := map[string]*string{"id": &c.ID, "title": &c.Title, "instructions": &c.Instructions, "vault": &c.Vault, "user": &c.User}
	for _, f := range fields {
		if dst, ok := strs[f.Key]; ok {
			if err := json.Unmarshal(f.Raw, dst); err != nil {
				return nil, bad(f, f.Key, "want a string")
			}
		}
	}
	if strings.TrimSpace(c.Title) == "" {
		return nil, bad(have["title"], "title", "must not be empty")
	}
	if f, ok := have["asked_at"]; ok {
		t, err := parseTime(f.Raw)
		if err != nil {
			return nil, bad(f, "asked_at", "%v", err)
		}
		c.AskedAt = &t
	}
	if f, ok := have["topic"]; ok {
		if err := json.Unmarshal(f.Raw, &c.Topic); err != nil {
			return nil, bad(f, "topic", "want {\"label\": string, \"terms\": [string]}")
		}
		for i, t := range c.Topic.Terms {
			if strings.TrimSpace(t) == "" {
				return nil, bad(f, fmt.Sprintf("topic.terms[%d]", i), "must not be empty")
			}
		}
	}
	if err := parseCriteria(data, have["criteria"], path, c); err != nil {
		return nil, err
	}
	if c.ID == "" {
		c.ID = defaultCaseID(path)
	}
	if c.Vault != "" {
		c.VaultPath = c.Vault
		if !filepath.IsAbs(c.Vault) {
			c.VaultPath = filepath.Join(filepath.Dir(path), c.Vault)
		}
	}
	return c, nil
}

func parseCriteria(data []byte, f field, path string, c *Case) error {
	elems, err := arrayElems(data, f, path, "criteria")
	if err != nil {
		return err
	}
	if len(elems) == 0 {
		return &InputError{File: path, Line: f.Line, Field: "criteria", Msg: "must hold at least one criterion"}
	}
	seen := map[string]int{}
	for i, el := range elems {
		name := fmt.Sprintf("criteria[%d]", i)
		cf, err := objectFieldsAt(data, el.Off, el.Line, path, name)
		if err != nil {
			return err
		}
		var cr Criterion
		got := map[string]bool{}
		for _, k := range cf {
			got[k.Key] = true
			var err error
			switch k.Key {
			case "id":
				err = json.Unmarshal(k.Raw, &cr.ID)
			case "title":
				err = json.Unmarshal(k.Raw, &cr.Title)
			case "match_criteria":
				err = json.Unmarshal(k.Raw, &cr.MatchCriteria)
			case "check":
				err = json.Unmarshal(k.Raw, &cr.Check)
			case "is_negative":
				if e := json.Unmarshal(k.Raw, &cr.IsNegative); e != nil {
					return &InputError{File: path, Line: k.Line, Field: name + "." + k.Key, Msg: "want true or false"}
				}
			}
			if err != nil {
				return &InputError{File: path, Line: k.Line, Field: name + "." + k.Key, Msg: "want a string"}
			}
		}
		for _, req := range []string{"id", "title", "match_criteria"} {
			if !got[req] {
				return &InputError{File: path, Line: el.Line, Field: name + "." + req, Msg: "required key missing"}
			}
		}
		line := func(key string) int {
			for _, k := range cf {
				if k.Key == key {
					return k.Line
				}
			}
			return el.Line
		}
		if strings.TrimSpace(cr.ID) == "" {
			return &InputError{File: path, Line: line("id"), Field: name + ".id", Msg: "must not be empty"}
		}
		if prev, dup := seen[cr.ID]; dup {
			return &InputError{File: path, Line: line("id"), Field: name + ".id", Msg: fmt.Sprintf("duplicate criterion id %q (also criteria[%d])", cr.ID, prev)}
		}
		seen[cr.ID] = i
		if cr.Check != "" {
			if !IsCheckName(cr.Check) {
				return &InputError{File: path, Line: line("check"), Field: name + ".check", Msg: fmt.Sprintf("unknown check %q; known: %s", cr.Check, strings.Join(CheckNames(), ", "))}
			}
			if cr.Check == CheckPassagesOnTopic && len(c.Topic.Terms) == 0 {
				return &InputError{File: path, Line: line("check"), Field: "topic.terms", Msg: "criterion " + cr.ID + " uses passages-on-topic, which needs at least one topic term"}
			}
		}
		c.Criteria = append(c.Criteria, cr)
	}
	return nil
}

// parseTime reads an RFC 3339 time from a JSON string. Years 0001-9999
// work, 0001-01-01T00:00:00Z included (nothing here goes through a date
// index, and "no time given" is a nil pointer, not the zero time); an
// offset beyond +-23:59 is refused (vault.ParseRFC3339).
func parseTime(raw json.RawMessage) (time.Time, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return time.Time{}, fmt.Errorf("want an RFC 3339 time string")
	}
	return vault.ParseRFC3339(s)
}

// defaultCaseID names a case without an "id": its file name without
// extension, or its folder's name when the file is a generic case.json or
// task.json.
func defaultCaseID(path string) string {
	base := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	if base == "case" || base == "task" {
		if abs, err := filepath.Abs(path); err == nil {
			return filepath.Base(filepath.Dir(abs))
		}
	}
	return base
}
