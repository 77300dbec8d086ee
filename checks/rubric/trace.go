package rubric

import (
	"bytes"

	"github.com/citecheck/citecheck/retrieval"
)

// LoadTrace reads a retrieval trace file for --retrieved: a JSON array of
// retrieved chunks, or an object holding one under "retrieved" (a response, FORMATS.md: the response,
// or `citecheck retrieve --json` output, read as strictly).
func LoadTrace(path string) ([]retrieval.Retrieved, error) {
	t, _, err := loadTrace(path)
	return t, err
}

func loadTrace(path string) ([]retrieval.Retrieved, []byte, error) {
	data, err := readLimited(path, "retrieval trace", DefaultMaxResponseBytes)
	if err != nil {
		return nil, nil, err
	}
	if err := checkUTF8(path, data); err != nil {
		return nil, nil, err
	}
	t, err := parseTraceFile(path, data)
	return t, data, err
}

func parseTraceFile(path string, data []byte) ([]retrieval.Retrieved, error) {
	trimmed := bytes.TrimLeft(data, " \t\r\n")
	if bytes.HasPrefix(trimmed, []byte("[")) {
		whole := field{Key: "retrieved", Raw: trimmed, Line: lineAt(data, int64(len(data)-len(trimmed))), Off: int64(len(data) - len(trimmed))}
		return parseTrace(path, data, whole)
	}
	fields, err := objectFields(data, 0, path, "")
	if err != nil {
		return nil, err
	}
	if err := checkKeys(path, "", fields, ResponseKeys...); err != nil {
		return nil, err
	}
	for _, f := range fields {
		if f.Key == "retrieved" {
			return parseTrace(path, data, f)
		}
	}
	return nil, &InputError{File: path, Line: 1, Field: "retrieved", Msg: "a trace file is a JSON array of retrieved chunks or an object with a \"retrieved\" key"}
}
