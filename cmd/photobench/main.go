// Command photobench measures the peak memory (VmHWM) of a server process that takes
// many 40-megapixel photo uploads at once: 20 members each upload one photo at the
// same moment, as a baseline JPEG, a progressive JPEG and a PNG, each format in a
// fresh server process. The images are drawn here, at run time: nothing large is
// kept in the repository.
//
//	go run ./cmd/photobench                     # the decode budget as configured
//	go run ./cmd/photobench -budget 1099511627776   # no budget, for comparison
//
// The progressive JPEG is made with jpegtran (Debian: libjpeg-turbo-progs); without
// it that format is skipped.
package main

import (
	"bufio"
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"log"
	"log/slog"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"amora"
	"amora/internal/geo"
	"amora/internal/httpapi"
	"amora/internal/media"
	"amora/internal/sqlstore"
)

func main() {
	uploads := flag.Int("n", 20, "parallel uploads")
	width := flag.Int("width", 8000, "image width")
	height := flag.Int("height", 5000, "image height (8000 x 5000 = 40 megapixels)")
	budget := flag.Int64("budget", 0, "decode budget in bytes; 0 for the server's default (160 MB per core)")
	serve := flag.String("serve", "", "internal: run the server in this data directory")
	only := flag.String("only", "", "measure only these formats, comma-separated (baseline, progressive, png)")
	flag.Parse()
	if *serve != "" {
		if err := runServer(*serve, *uploads, *budget); err != nil {
			log.Fatal(err)
		}
		return
	}
	dir, err := os.MkdirTemp("", "amora-photobench")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	files, err := drawImages(dir, *width, *height)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d parallel uploads of %dx%d (%.0f MP), budget %s\n", *uploads, *width, *height,
		float64(*width**height)/1e6, map[bool]string{true: "default", false: strconv.FormatInt(*budget>>20, 10) + " MB"}[*budget == 0])
	for _, f := range files {
		if *only != "" && !strings.Contains(","+*only+",", ","+f.format+",") {
			continue
		}
		r, err := measure(f, *uploads, *budget)
		if err != nil {
			log.Fatalf("%s: %v", f.format, err)
		}
		fmt.Printf("%-12s %5.1f MB file  peak RSS %4d MB (idle %3d MB)  %d of %d stored, %d busy, in %v\n",
			f.format, float64(f.size)/(1<<20), r.peak>>20, r.idle>>20, r.stored, *uploads, r.busy, r.took.Round(100*time.Millisecond))
	}
}

type imageFile struct {
	format, path string
	size         int64
}

// drawImages writes a photo-like 40 MP image (smooth colour fields with fine grain,
// which compresses to a realistic few MB) as each format.
func drawImages(dir string, w, h int) ([]imageFile, error) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			grain := uint8((x*7 + y*13) % 5)
			img.SetRGBA(x, y, color.RGBA{uint8(x*255/w) + grain, uint8(y*255/h) + grain, uint8((x + y) * 255 / (w + h)), 255})
		}
	}
	var out []imageFile
	write := func(format, name string, encode func(io.Writer) error) error {
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		bw := bufio.NewWriter(f)
		if err := encode(bw); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
		info, _ := f.Stat()
		out = append(out, imageFile{format: format, path: path, size: info.Size()})
		return f.Close()
	}
	if err := write("baseline", "baseline.jpg", func(w io.Writer) error { return jpeg.Encode(w, img, &jpeg.Options{Quality: 90}) }); err != nil {
		return nil, err
	}
	if jpegtran, err := exec.LookPath("jpegtran"); err == nil {
		path := filepath.Join(dir, "progressive.jpg")
		cmd := exec.Command(jpegtran, "-progressive", "-outfile", path, out[0].path)
		if msg, err := cmd.CombinedOutput(); err != nil {
			return nil, fmt.Errorf("jpegtran: %v %s", err, msg)
		}
		info, _ := os.Stat(path)
		out = append(out, imageFile{format: "progressive", path: path, size: info.Size()})
	} else {
		fmt.Println("jpegtran not found: the progressive JPEG is skipped (Debian: libjpeg-turbo-progs)")
	}
	if err := write("png", "photo.png", func(w io.Writer) error {
		return (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(w, img)
	}); err != nil {
		return nil, err
	}
	return out, nil
}

type result struct {
	peak, idle   int64
	stored, busy int
	took         time.Duration
}

// measure starts a fresh server process, uploads the file from n members at once and
// reads the process's peak memory.
func measure(f imageFile, n int, budget int64) (result, error) {
	dir, err := os.MkdirTemp("", "amora-photobench-server")
	if err != nil {
		return result{}, err
	}
	defer os.RemoveAll(dir)
	self, err := os.Executable()
	if err != nil {
		return result{}, err
	}
	cmd := exec.Command(self, "-serve", dir, "-n", strconv.Itoa(n), "-budget", strconv.FormatInt(budget, 10))
	cmd.Stderr = os.Stderr
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		return result{}, err
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	sc := bufio.NewScanner(stdout)
	if !sc.Scan() {
		return result{}, fmt.Errorf("server did not start")
	}
	base := sc.Text()
	var sessions []string
	for len(sessions) < n && sc.Scan() {
		sessions = append(sessions, sc.Text())
	}
	r := result{idle: memory(cmd.Process.Pid, "VmRSS")}
	start := time.Now()
	var wg sync.WaitGroup
	var mu sync.Mutex
	for _, session := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			status := upload(base, session, f.path)
			mu.Lock()
			defer mu.Unlock()
			switch status {
			case http.StatusCreated:
				r.stored++
			case http.StatusServiceUnavailable:
				r.busy++
			default:
				log.Printf("%s upload: status %d", f.format, status)
			}
		}()
	}
	wg.Wait()
	r.took = time.Since(start)
	r.peak = memory(cmd.Process.Pid, "VmHWM")
	return r, nil
}

// upload posts the file as the member of session, streaming it from disk.
func upload(base, session, path string) int {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			pw.CloseWithError(err)
			return
		}
		defer f.Close()
		part, _ := mw.CreateFormFile("photo", filepath.Base(path))
		if _, err := io.Copy(part, f); err != nil {
			pw.CloseWithError(err)
			return
		}
		pw.CloseWithError(mw.Close())
	}()
	req, _ := http.NewRequest("POST", base+"/api/photos", pr)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("X-Requested-With", "amora")
	req.AddCookie(&http.Cookie{Name: httpapi.SessionCookie, Value: session})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		log.Print(err)
		return 0
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// memory reads a field (VmHWM, VmRSS) of a process's status, in bytes.
func memory(pid int, field string) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// runServer is the measured process: the real HTTP API and photo pipeline on SQLite in
// dir, with n members logged in. It prints its address and the members' session
// tokens, then serves until it is killed.
func runServer(dir string, n int, budget int64) error {
	ctx := context.Background()
	db, err := sqlstore.Open(filepath.Join(dir, "amora.db"))
	if err != nil {
		return err
	}
	if err := db.Migrate(ctx); err != nil {
		return err
	}
	site := &amora.Site{Host: "*", Settings: amora.DefaultSettings(), Company: amora.DefaultCompanyInfo()}
	var sessions []string
	for i := range n {
		email := fmt.Sprintf("bench%d@example.com", i)
		if _, err := db.Signup(ctx, site, amora.SignupForm{Name: "Bench", Email: email, Password: "bench-password-42",
			DateOfBirth: "1990-01-01", Language: "en"}); err != nil {
			return err
		}
		_, token, err := db.Login(ctx, email, "bench-password-42", amora.Client{IP: fmt.Sprintf("192.0.2.%d", i+1)})
		if err != nil {
			return err
		}
		sessions = append(sessions, token)
	}
	photos := &media.Photos{Store: media.Disk{Dir: filepath.Join(dir, "media")},
		Signer: media.Signer{Key: bytes.Repeat([]byte{1}, 32), Prefix: "/media/"}}
	api := &httpapi.Server{Sites: db, Accounts: db, Profiles: db, Blocks: db, Photos: photos, Regions: geo.Regions(),
		Interests: amora.Interests(), PhotoBudget: budget, PhotoQueue: 64, PhotoWait: 10 * time.Minute,
		Logger: slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	fmt.Println("http://" + ln.Addr().String())
	for _, s := range sessions {
		fmt.Println(s)
	}
	return (&http.Server{Handler: api.Handler(), ReadHeaderTimeout: 10 * time.Second}).Serve(ln)
}
