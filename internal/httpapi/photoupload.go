package httpapi

import (
	"errors"
	"io"
	"net/http"
	"os"

	"amora"
)

// maxUpload bounds the multipart body of a photo upload: the photo's 15 MB and a margin.
const maxUpload = 16 << 20

// maxPhotoBytes is the largest photo file accepted (media.MaxBytes).
const maxPhotoBytes = 15 << 20

// photoRetryAfter is what a member whose upload found the queue full is told to wait.
const photoRetryAfter = "30"

// errPhotoTooLarge reports an upload over maxPhotoBytes.
func errPhotoTooLarge() *amora.Error {
	return &amora.Error{Code: amora.ETOOLARGE, Field: "photo", Key: "photoTooLarge", Message: "The photo is larger than 15 MB."}
}

// uploadPhoto stores a new photo (POST /api/photos, multipart field "photo"). The file
// goes to a temporary file as it arrives; its header is weighed, and it waits there for
// its share of the decode budget, so that waiting uploads hold no memory.
func (s *Server) uploadPhoto(w http.ResponseWriter, r *http.Request) {
	u := s.requireUser(w, r)
	if u == nil {
		return
	}
	p, err := s.Profiles.FindProfile(r.Context(), u.ID)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	if limit := amora.PhotoLimit(u.PaidUser); len(p.Photos) >= limit {
		s.writeError(w, r, amora.PhotoLimitError(limit))
		return
	}
	site, err := s.site(r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	status := amora.PhotoActive
	if site.Settings.PhotoModeration {
		status = amora.PhotoPending // shown to others once approved
	}
	name, err := s.processUpload(w, r)
	if err != nil {
		s.writeError(w, r, err)
		return
	}
	ph, err := s.Profiles.AddPhoto(r.Context(), u.ID, name, status, amora.PhotoLimit(u.PaidUser))
	if err != nil {
		s.Photos.Delete(r.Context(), name) // lost the race to another upload: no orphan files
		s.writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, s.image(u, u.ID, *ph))
}

// processUpload receives the multipart field "photo", waits for its share of the
// decode budget and stores its variants, answering the storage name; the member's and
// the console's uploads both go through it.
func (s *Server) processUpload(w http.ResponseWriter, r *http.Request) (string, error) {
	file, err := receivePhoto(w, r)
	if err != nil {
		return "", err
	}
	defer func() { file.Close(); os.Remove(file.Name()) }()
	cost, err := s.Photos.DecodeCost(file)
	if err == nil {
		_, err = file.Seek(0, io.SeekStart)
	}
	if err != nil {
		return "", err
	}
	release, err := s.photoBudget.acquire(r.Context(), cost)
	if err != nil {
		if amora.ErrorCode(err) == amora.EUNAVAILABLE {
			w.Header().Set("Retry-After", photoRetryAfter)
		}
		return "", err
	}
	defer release()
	return s.Photos.SaveUpload(r.Context(), file)
}

// receivePhoto copies the multipart field "photo" of an upload into a temporary file
// and returns it; the caller closes and removes it. The body is read as it streams in,
// never parsed into memory.
func receivePhoto(w http.ResponseWriter, r *http.Request) (*os.File, error) {
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, errPhotoTooLarge()
	}
	for {
		part, err := mr.NextPart()
		if err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) || errors.Is(err, io.EOF) {
				return nil, errPhotoTooLarge()
			}
			return nil, err
		}
		if part.FormName() != "photo" {
			continue
		}
		f, err := os.CreateTemp("", "amora-upload-*")
		if err != nil {
			return nil, err
		}
		n, err := io.Copy(f, io.LimitReader(part, maxPhotoBytes+1))
		if err == nil && n > maxPhotoBytes {
			err = errPhotoTooLarge()
		}
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			err = errPhotoTooLarge()
		}
		if err == nil {
			_, err = f.Seek(0, io.SeekStart)
		}
		if err != nil {
			f.Close()
			os.Remove(f.Name())
			return nil, err
		}
		return f, nil
	}
}
