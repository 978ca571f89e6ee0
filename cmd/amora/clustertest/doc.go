// Package clustertest holds the cluster test: three `amora serve` processes on one
// PostgreSQL database and one NATS server, behind a round-robin reverse proxy, walked
// through a scripted journey of many members, and then one of them killed with SIGKILL
// in the middle of sends and payments. It runs when AMORA_TEST_POSTGRES_URL and
// AMORA_TEST_NATS_URL are both set (`make test` and CI set them) and not with -short.
package clustertest
