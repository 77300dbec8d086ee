package service

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
)

// BenchmarkGradeDirect grades the fixture responses in turn with the
// library, without HTTP: the floor under the service's latency.
func BenchmarkGradeDirect(b *testing.B) {
	b.Run("all", func(b *testing.B) { benchDirect(b, realGrader(b)) })
	b.Run("deterministic", func(b *testing.B) { benchDirect(b, deterministicGrader(b)) })
}

func benchDirect(b *testing.B, g *grade.Grader) {
	bodies := fixtureBodies(b)
	var resps []*rubric.Response
	for _, m := range bodies {
		data, _ := json.Marshal(m)
		r, err := rubric.ParseResponse(BodyName, data)
		if err != nil {
			b.Fatal(err)
		}
		resps = append(resps, r)
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, _, err := g.Grade(b.Context(), resps[i%len(resps)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGradeHTTP posts the fixture responses over loopback from
// parallel clients (b.RunParallel, GOMAXPROCS goroutines).
func BenchmarkGradeHTTP(b *testing.B) {
	b.Run("all", func(b *testing.B) { benchHTTP(b, realGrader(b)) })
	b.Run("deterministic", func(b *testing.B) { benchHTTP(b, deterministicGrader(b)) })
}

func benchHTTP(b *testing.B, g *grade.Grader) {
	s, err := New(Config{Graders: []Grader{g}, Token: testToken})
	if err != nil {
		b.Fatal(err)
	}
	ts := httptest.NewServer(s)
	defer ts.Close()
	bodies := fixtureBodies(b)
	var payloads [][]byte
	for i, m := range bodies {
		m["run_id"] = fmt.Sprintf("bench/%d", i)
		data, _ := json.Marshal(m)
		payloads = append(payloads, data)
	}
	client := ts.Client()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		i := 0
		for pb.Next() {
			req, _ := http.NewRequest("POST", ts.URL+PathGrade, bytes.NewReader(payloads[i%len(payloads)]))
			req.Header.Set("Authorization", "Bearer "+testToken)
			resp, err := client.Do(req)
			if err != nil {
				b.Error(err)
				return
			}
			resp.Body.Close()
			if resp.StatusCode != 200 {
				b.Errorf("status %d", resp.StatusCode)
				return
			}
			i++
		}
	})
}
