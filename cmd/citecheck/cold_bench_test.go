package main

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// The cold benchmarks time the CLI paths that docs/bench/cold-cli.sh
// cannot: a long-running serve (the figure a user feels is the time from
// starting it to its first verdict), judge probe (it needs an endpoint:
// the scripted one of judgetest, on loopback), vault import (it needs
// document files: the readers' committed test documents) and completion.
// Each run is a fresh process of the real binary, built once per
// benchmark binary, so the figures include process start and every
// one-time set-up, as a user's would; the peak RSS comes from the
// process's own rusage.
//
//	go test ./cmd/citecheck -run '^$' -bench Cold -benchtime 7x
//
// With CITECHECK_SCALE=1, serve runs against the scale Vault of
// vaulttest.ScaleDir() (index/ and batch-case.json, made by the vault and
// checks/batch scale tests), else against the forum-selection fixture.

var (
	coldBinaryOnce sync.Once
	coldBinaryPath string
	coldBinaryErr  error
)

// coldBinary builds citecheck once per test process, into a folder under
// the system temp folder (one small binary; the benchmarks cannot remove
// it when the last of them ends, so it is left to the temp folder's
// cleaning).
func coldBinary(b *testing.B) string {
	b.Helper()
	coldBinaryOnce.Do(func() {
		dir, err := os.MkdirTemp("", "citecheck-cold-")
		if err != nil {
			coldBinaryErr = err
			return
		}
		coldBinaryPath = filepath.Join(dir, "citecheck")
		out, err := exec.Command("go", "build", "-o", coldBinaryPath, ".").CombinedOutput()
		if err != nil {
			coldBinaryErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if coldBinaryErr != nil {
		b.Fatal(coldBinaryErr)
	}
	return coldBinaryPath
}

// coldStats collects one figure per run and reports min / median / max
// in milliseconds, and the largest peak RSS in MB.
type coldStats struct {
	wall  []float64
	rssKB int64
}

func (s *coldStats) add(d time.Duration, state *os.ProcessState) {
	s.wall = append(s.wall, float64(d)/float64(time.Millisecond))
	if ru, ok := state.SysUsage().(*syscall.Rusage); ok && int64(ru.Maxrss) > s.rssKB {
		s.rssKB = int64(ru.Maxrss)
	}
}

func (s *coldStats) report(b *testing.B, unit string) {
	b.Helper()
	if len(s.wall) == 0 {
		return
	}
	w := append([]float64(nil), s.wall...)
	sort.Float64s(w)
	b.ReportMetric(w[0], "min-ms/"+unit)
	b.ReportMetric(w[len(w)/2], "median-ms/"+unit)
	b.ReportMetric(w[len(w)-1], "max-ms/"+unit)
	b.ReportMetric(float64(s.rssKB)/1024, "peak-RSS-MB")
	b.ReportMetric(0, "ns/op") // the wall per op includes the set-up between runs
}

// coldRun runs the binary once with args and records it; exit codes up
// to maxExit are runs (1: some verdict failed), anything else fails.
func coldRun(b *testing.B, s *coldStats, maxExit int, bin string, args ...string) {
	b.Helper()
	cmd := exec.Command(bin, args...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	t0 := time.Now()
	err := cmd.Run()
	d := time.Since(t0)
	if err != nil {
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() > maxExit {
			b.Fatalf("citecheck %v: %v\n%s", args, err, stderr.Bytes())
		}
	}
	s.add(d, cmd.ProcessState)
}

func BenchmarkColdCompletion(b *testing.B) {
	bin := coldBinary(b)
	var s coldStats
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		coldRun(b, &s, 0, bin, "completion", "bash")
	}
	s.report(b, "run")
}

func BenchmarkColdJudgeProbe(b *testing.B) {
	bin := coldBinary(b)
	ep := judgetest.New(b, judgetest.HeuristicOracle())
	var s coldStats
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		coldRun(b, &s, 0, bin, "judge", "probe", "--judge-url", ep.URL(), "--judge-model", "scripted", "--no-judge-cache", "-q")
	}
	s.report(b, "run")
}

func BenchmarkColdVaultImport(b *testing.B) {
	bin := coldBinary(b)
	files, err := filepath.Glob(filepath.Join("..", "..", "vault", "docfile", "testdata", "*.docx"))
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range []string{"contract.pdf", "opinion.pdf", "labelled.pdf"} {
		files = append(files, filepath.Join("..", "..", "vault", "docfile", "testdata", name))
	}
	var s coldStats
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		into := filepath.Join(b.TempDir(), "src")
		b.StartTimer()
		coldRun(b, &s, 0, bin, append(append([]string{"vault", "import"}, files...), "--into", into, "--allow", "*")...)
	}
	b.ReportMetric(float64(len(files)), "files")
	s.report(b, "run")
}

// BenchmarkColdServeFirstVerdict starts serve, waits for /healthz, posts
// one answer and times the whole: start to first verdict. The process is
// then stopped with SIGTERM and its peak RSS read.
func BenchmarkColdServeFirstVerdict(b *testing.B) {
	bin := coldBinary(b)
	vaultDir := filepath.Join("..", "..", "fixtures", "forum-selection", "vault")
	caseFile := filepath.Join("..", "..", "fixtures", "forum-selection", "case.json")
	respFile := filepath.Join("..", "..", "fixtures", "forum-selection", "responses", "clean-bluebook.json")
	if os.Getenv("CITECHECK_SCALE") != "" {
		d := vaulttest.ScaleDir()
		vaultDir = filepath.Join(d, "index")
		caseFile = filepath.Join(d, "batch-case.json")
		respFile = filepath.Join(d, "suite", "responses", "scale-001.json")
	}
	body, err := os.ReadFile(respFile)
	if err != nil {
		b.Fatal(err)
	}
	// One Vault cache for every run, filled by an untimed first run: a
	// source-folder Vault is indexed on first use, and what is timed is
	// a restart of serve over a built index, as a deployment sees it.
	cache := b.TempDir()
	serveOnce(b, bin, cache, caseFile, vaultDir, body, nil)
	var s coldStats
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		serveOnce(b, bin, cache, caseFile, vaultDir, body, &s)
	}
	s.report(b, "first-verdict")
}

// serveOnce starts serve, gets one verdict, stops it, and records the
// start-to-verdict time in s when s is not nil.
func serveOnce(b *testing.B, bin, cache, caseFile, vaultDir string, body []byte, s *coldStats) {
	b.Helper()
	b.StopTimer()
	addr := freeLoopbackAddr(b)
	b.StartTimer()
	t0 := time.Now()
	cmd := exec.Command(bin, "serve", "--addr", addr, "--insecure-no-auth", "--case", caseFile,
		"--vault", vaultDir, "--judge", "heuristic", "--no-judge-cache", "--log-format", "none", "-q")
	cmd.Env = append(os.Environ(), "XDG_CACHE_HOME="+cache, vault.CacheEnv+"="+cache)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	firstVerdict(b, addr, body, &stderr)
	d := time.Since(t0)
	_ = cmd.Process.Signal(syscall.SIGTERM)
	_ = cmd.Wait()
	if s != nil {
		s.add(d, cmd.ProcessState)
	}
}

// firstVerdict polls the service until it listens, then posts body and
// wants a 200 with a scores.json.
func firstVerdict(b *testing.B, addr string, body []byte, stderr *bytes.Buffer) {
	b.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		resp, err := http.Get("http://" + addr + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				break
			}
		}
		if time.Now().After(deadline) {
			b.Fatalf("serve did not answer /healthz: %v\n%s", err, stderr.Bytes())
		}
		time.Sleep(2 * time.Millisecond)
	}
	resp, err := http.Post("http://"+addr+"/v1/grade", "application/json", bytes.NewReader(body))
	if err != nil {
		b.Fatal(err)
	}
	reply, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !bytes.Contains(reply, []byte(`"criteria"`)) {
		b.Fatalf("POST /v1/grade: %d %s\n%s", resp.StatusCode, reply, stderr.Bytes())
	}
}

// freeLoopbackAddr asks the kernel for a free loopback port.
func freeLoopbackAddr(b *testing.B) string {
	b.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}
